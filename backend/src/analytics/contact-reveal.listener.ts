import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { CONTACT_REVEALED, ContactRevealedEvent } from '../events/profile-events';
import { AnalyticsService, EventOutcome } from './analytics.service';

/** "Show number" / "Show email" / the website (profiles module) count as contact taps here. */
@Injectable()
export class ContactRevealListener {
  constructor(private readonly analytics: AnalyticsService) {}

  /** Errors are suppressed (the default): counting must never cost the visitor the detail they asked for. */
  @OnEvent(CONTACT_REVEALED)
  counted(event: ContactRevealedEvent): Promise<EventOutcome> {
    return this.analytics.countReveal(event);
  }
}
