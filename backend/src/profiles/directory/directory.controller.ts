import { Controller, Get, Query } from '@nestjs/common';
import { parseDirectoryQuery } from './directory-query';
import { DirectoryService } from './directory.service';

@Controller('profiles')
export class DirectoryController {
  constructor(private readonly directory: DirectoryService) {}

  /** The query string is parsed by hand: its list and range formats are the spec's, not JSON. */
  @Get()
  list(@Query() query: Record<string, unknown>) {
    return this.directory.list(parseDirectoryQuery(query));
  }

  @Get('featured')
  featured() {
    return this.directory.featured();
  }

  @Get('vip')
  vip() {
    return this.directory.vip();
  }
}
