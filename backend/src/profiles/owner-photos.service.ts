import { PhotoView } from 'contract';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { PhotosService, UploadedFile } from '../photos/photos.service';
import { ProfileQueriesService } from './profile-queries.service';
import { PROFILE_MESSAGES, ProfilesErrorCode, ProfilesException } from './profiles.exception';
import { ProfilesRepository } from './profiles.repository';

/** The signed-in owner's photos (spec §2 Photos tab): whose profile it is is decided here, the photo work by PhotosService. */
@Injectable()
export class OwnerPhotosService {
  constructor(
    private readonly profiles: ProfilesRepository,
    private readonly photos: PhotosService,
    private readonly queries: ProfileQueriesService,
  ) {}

  async list(userId: string): Promise<PhotoView[]> {
    return this.photos.list(await this.ownProfileId(userId));
  }

  /** Without a live profile there is nothing to upload to (PhotosService answers 403); a copied photo's flag names the other profile. */
  async upload(userId: string, files: UploadedFile[]): Promise<PhotoView[]> {
    return this.photos.upload(await this.profiles.findLiveByUserId(userId), files, (ids, manager) => this.usernames(ids, manager));
  }

  private async usernames(ids: string[], manager: EntityManager): Promise<Map<string, string>> {
    const names = await this.queries.namesByIds(ids, manager);
    return new Map([...names].map(([id, name]) => [id, name.username]));
  }

  async reorder(userId: string, ids: string[]): Promise<PhotoView[]> {
    return this.photos.reorder(await this.ownProfileId(userId), ids);
  }

  /** A user without a live profile owns no photo: any photo is someone else's (403), or missing (404). */
  async setPrimary(userId: string, photoId: string): Promise<PhotoView[]> {
    return this.photos.setPrimary((await this.profiles.findLiveByUserId(userId))?.id, photoId);
  }

  async hideMore(userId: string, photoId: string, areas: unknown): Promise<PhotoView[]> {
    return this.photos.hideMore((await this.profiles.findLiveByUserId(userId))?.id, photoId, areas);
  }

  async delete(userId: string, photoId: string): Promise<PhotoView[]> {
    return this.photos.delete((await this.profiles.findLiveByUserId(userId))?.id, photoId);
  }

  private async ownProfileId(userId: string): Promise<string> {
    const profile = await this.profiles.findLiveByUserId(userId);
    if (!profile) throw new ProfilesException(ProfilesErrorCode.NotFound, PROFILE_MESSAGES.notFound);
    return profile.id;
  }
}
