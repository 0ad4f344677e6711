import { Module } from '@nestjs/common';
import { ExperienceModule } from '../experience.module';
import { ExperienceAdminController } from './experience-admin.controller';
import { ExperiencesController } from './experiences.controller';

@Module({
  imports: [ExperienceModule],
  controllers: [ExperiencesController, ExperienceAdminController],
})
export class ExperienceHttpModule {}
