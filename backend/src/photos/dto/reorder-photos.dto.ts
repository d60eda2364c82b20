import { ArrayMaxSize, IsArray, IsString } from 'class-validator';
import { MAX_PHOTOS_PER_UPLOAD } from '../photo-limits';

export class ReorderPhotosDto {
  @IsArray({ message: 'ids must be a list of photo ids' })
  @ArrayMaxSize(MAX_PHOTOS_PER_UPLOAD, { message: 'ids must be a list of photo ids' })
  @IsString({ each: true, message: 'ids must be a list of photo ids' })
  ids: string[];
}
