import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EXPERIENCE_REPOSITORY } from './application/experience.ports';
import { ExperienceAdminService } from './application/experience-admin.service';
import { ExperienceCatalogueService } from './application/experience-catalogue.service';
import { ExperienceEntity, ExperienceOptionEntity } from './infrastructure/experience.entity';

import { TypeOrmExperienceRepository } from './infrastructure/typeorm-experience.repository';

/** The catalogue of bookable experiences, at the bottom of the module graph: booking and the shop read it. */
@Module({
  imports: [TypeOrmModule.forFeature([ExperienceEntity, ExperienceOptionEntity])],
  providers: [ExperienceCatalogueService, ExperienceAdminService, { provide: EXPERIENCE_REPOSITORY, useClass: TypeOrmExperienceRepository }],
  exports: [ExperienceCatalogueService, ExperienceAdminService],
})
export class ExperienceModule {}
