import { Global, Module } from '@nestjs/common';
import { SealExistingFilesJob } from './seal-existing-files.job';
import { SealedFilesRepository } from './sealed-files.repository';
import { StorageService } from './storage.service';

@Global()
@Module({ providers: [StorageService, SealedFilesRepository, SealExistingFilesJob], exports: [StorageService] })
export class StorageModule {}
