import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AdminUser } from '../entities/admin-user.entity';

export interface AdminAccess {
  id: string;
  userId: string;
  canVerifyProfiles: boolean;
  isSuperadmin: boolean;
}

/**
 * The admin row AdminGuard checks on every /api/admin request. A service, exported with the guard,
 * because Nest builds a guard in each module that uses it: the repository itself stays in auth.
 */
@Injectable()
export class AdminAccessService {
  constructor(@InjectRepository(AdminUser) private readonly admins: Repository<AdminUser>) {}

  async findByUserId(userId: string): Promise<AdminAccess | null> {
    const admin = await this.admins.findOne({ where: { userId } });
    return admin && { id: admin.id, userId: admin.userId, canVerifyProfiles: admin.canVerifyProfiles, isSuperadmin: admin.isSuperadmin };
  }
}
