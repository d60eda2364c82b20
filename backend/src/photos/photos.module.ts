import { Module } from '@nestjs/common';
import { PhotosController } from './photos.controller';
import { PhotosRepository } from './photos.repository';
import { PhotosService } from './photos.service';

/** Owner photo management and the upload pipeline; exports PhotosService for sign-up and profile deletion. */
@Module({ controllers: [PhotosController], providers: [PhotosService, PhotosRepository], exports: [PhotosService] })
export class PhotosModule {}
