import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobRunner } from './job-runner.service';
import { JobRunsRepository } from './job-runs.repository';

/** JobRunner for every module's @Cron methods. Global because the jobs live in the modules whose data they keep. */
@Global()
@Module({ imports: [DiscoveryModule], providers: [JobRunner, JobRunsRepository], exports: [JobRunner] })
export class ScheduledJobsModule {}
