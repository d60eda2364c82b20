import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { AuditController } from './audit.controller';
import { AuditRepository } from './audit.repository';
import { AuditService } from './audit.service';
import { AuditLogEntry } from './entities/audit-log-entry.entity';

/** Global so every module's admin actions can record themselves without importing this one. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditLogEntry]), AuthModule],
  controllers: [AuditController],
  providers: [AuditRepository, AuditService],
  exports: [AuditService],
})
export class AuditModule {}
