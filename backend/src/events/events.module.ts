import { Module } from '@nestjs/common';
import { EventEmitterModule } from '@nestjs/event-emitter';

/**
 * The in-process event bus (global): a module announces what happened (profile-events.ts) and the
 * modules that keep data about it react in their own listeners, without importing each other.
 * Publishers await `emitAsync`, so the reactions have run when the request answers.
 */
@Module({ imports: [EventEmitterModule.forRoot({ global: true })] })
export class EventsModule {}
