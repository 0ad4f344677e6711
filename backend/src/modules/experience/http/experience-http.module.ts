import { Module } from '@nestjs/common';
import { ExperienceModule } from '../experience.module';
import { ExperiencesController } from './experiences.controller';

@Module({
  imports: [ExperienceModule],
  controllers: [ExperiencesController],
})
export class ExperienceHttpModule {}
