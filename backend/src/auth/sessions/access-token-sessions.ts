import { Injectable, OnModuleInit } from '@nestjs/common';
import { ListingCache, SessionEndSubscriber } from '../../public-cache/listing-cache';
import { ListingChangeListener } from '../../public-cache/listing-change-listener';
import type { SessionSecondFactor } from '../entities/session.entity';

/** How long a session found live is believed without asking again; its end is heard within milliseconds. */
export const SESSION_CHECK_TTL_MS = 10_000;
const MAX_SESSIONS = 20_000;

export interface RememberedSession {
  sessionId: string;
  userId: string;
  secondFactor: SessionSecondFactor | null;
  /** When it ends by itself (its expiry or its 90 days), in ms. */
  endsAt: number;
}

/**
 * The sessions that access tokens were recently checked against and found live, so a signed-in
 * request is not a database round trip. Every instance hears a session end (LISTEN, see the
 * SessionEndNotifications migration) and forgets it at once; while the listener is disconnected
 * nothing is remembered, and nothing is believed past SESSION_CHECK_TTL_MS or the session's own end.
 */
@Injectable()
export class AccessTokenSessions extends ListingCache<RememberedSession> implements SessionEndSubscriber, OnModuleInit {
  constructor(private readonly listener: ListingChangeListener) {
    super(SESSION_CHECK_TTL_MS, MAX_SESSIONS);
  }

  onModuleInit(): void {
    this.listener.subscribeToSessionEnds(this);
  }

  /** The session when it is remembered live for this user. */
  live(sessionId: string, userId: string, now = Date.now()): RememberedSession | undefined {
    const session = this.get(sessionId);
    return session && session.userId === userId && session.endsAt > now ? session : undefined;
  }

  sessionEnded(sessionId: string): void {
    if (sessionId === '') this.clear();
    else this.forget((session) => session.sessionId === sessionId);
  }

  /** Ended by this instance: forgotten now, before its notification comes back. */
  userSessionsEnded(userId: string): void {
    this.forget((session) => session.userId === userId);
  }
}
