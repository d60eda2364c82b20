import { Injectable } from '@nestjs/common';
import { MessagesService } from '../messages/messages.service';
import { DashboardRepository, ProfileCounts } from './dashboard.repository';

export interface DashboardCounts extends ProfileCounts {
  newThreads: number;
}

/** The admin overview's five tiles. */
@Injectable()
export class DashboardService {
  constructor(
    private readonly repository: DashboardRepository,
    private readonly messages: MessagesService,
  ) {}

  async counts(): Promise<DashboardCounts> {
    const [profiles, newThreads] = await Promise.all([this.repository.profileCounts(), this.messages.countAwaitingThreads()]);
    return { ...profiles, newThreads };
  }
}
