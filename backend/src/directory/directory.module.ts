import { Module } from '@nestjs/common';
import { DirectoryAnchors } from './directory-anchors';
import { DirectoryTotals } from './directory-totals';
import { DirectoryRepository } from './directory.repository';
import { DirectoryService } from './directory.service';

/**
 * The directory's read model (directory_listings and directory_counts, kept by triggers on the tables they
 * summarise): its pages, totals, featured and VIP lists and cards. Its routes are served by the profiles
 * controller, which owns the /profiles prefix.
 */
@Module({
  providers: [DirectoryRepository, DirectoryTotals, DirectoryAnchors, DirectoryService],
  exports: [DirectoryService],
})
export class DirectoryModule {}
