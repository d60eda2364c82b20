import { PhotoView } from 'contract';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import { Request } from 'express';
import { filesOf, UploadInterceptor } from '../common/http/requests/upload.interceptor';
import type { AuthUser } from '../auth/access-token.service';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { JwtAuthGuard } from '../auth/guards/jwt-auth.guard';
import { ReorderPhotosDto } from '../photos/dto/reorder-photos.dto';
import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_UPLOAD } from '../photos/photo-limits';
import { PHOTO_MESSAGES } from '../photos/photos.messages';
import { withAreas } from '../photos/photos.service';
import { OwnerPhotosService } from './owner-photos.service';

const PhotoUpload = UploadInterceptor({
  fields: [{ name: 'photos', maxCount: MAX_PHOTOS_PER_UPLOAD }],
  maxFileBytes: MAX_PHOTO_BYTES,
  messages: { fileTooLarge: PHOTO_MESSAGES.tooLarge, tooManyFiles: 'Too many files' },
});

/** The owner's photos, with the rest of /profiles/me; the user is always the bearer, never an id from the request. */
@Controller('profiles/me/photos')
@UseGuards(JwtAuthGuard)
export class OwnerPhotosController {
  constructor(private readonly photos: OwnerPhotosService) {}

  @Get()
  list(@CurrentUser() user: AuthUser): Promise<PhotoView[]> {
    return this.photos.list(user.id);
  }

  @Post()
  @UseInterceptors(PhotoUpload)
  async upload(@CurrentUser() user: AuthUser, @Req() req: Request): Promise<{ message: string; photos: PhotoView[] }> {
    const photos = await this.photos.upload(user.id, withAreas(filesOf(req, 'photos'), req.body?.areas));
    return { message: PHOTO_MESSAGES.uploaded, photos };
  }

  @Put('order')
  async reorder(@CurrentUser() user: AuthUser, @Body() body: ReorderPhotosDto): Promise<{ photos: PhotoView[] }> {
    return { photos: await this.photos.reorder(user.id, body.ids) };
  }

  /** Blurs or covers more of a published photo; the answer lists it as a new photo in the same place. */
  @Post(':id/areas')
  @HttpCode(200)
  async hideMore(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body('areas') areas: unknown): Promise<{ message: string; photos: PhotoView[] }> {
    return { message: PHOTO_MESSAGES.areasSaved, photos: await this.photos.hideMore(user.id, id, areas) };
  }

  @Put(':id/primary')
  async setPrimary(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<{ message: string; photos: PhotoView[] }> {
    return { message: PHOTO_MESSAGES.primaryUpdated, photos: await this.photos.setPrimary(user.id, id) };
  }

  @Delete(':id')
  @HttpCode(200)
  async delete(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<{ message: string; photos: PhotoView[] }> {
    return { message: PHOTO_MESSAGES.deleted, photos: await this.photos.delete(user.id, id) };
  }
}
