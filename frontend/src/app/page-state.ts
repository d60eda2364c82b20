import type { DehydratedState } from '@tanstack/react-query';

/** What a server-rendered page hands its script: the data it was rendered from and when. */
export interface PageState {
  queries: DehydratedState;
  renderedAt: number;
}

/** The id of the `<script type="application/json">` that carries it (data, never run). */
export const PAGE_STATE_ID = 'page-state';
