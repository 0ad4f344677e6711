import { Module } from '@nestjs/common';
import { AuditModule } from '../../audit/audit.public';
import { ExperienceModule } from '../experience.module';
import { ExperienceAdminController } from './experience-admin.controller';
import { ExperiencesController } from './experiences.controller';

@Module({
  imports: [ExperienceModule, AuditModule],
  controllers: [ExperiencesController, ExperienceAdminController],
})
export class ExperienceHttpModule {}
