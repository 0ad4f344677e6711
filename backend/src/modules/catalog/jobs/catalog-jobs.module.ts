import { Module } from '@nestjs/common';
import { CLOCK } from '../../../shared/clock';
import { CatalogModule } from '../catalog.module';
import { CatalogProcessor } from './catalog.processor';

/** The shop's jobs (gift cards delivered on their day): the worker imports this, as only the API imports `http/`. */
@Module({
  imports: [CatalogModule],
  providers: [CatalogProcessor, { provide: CLOCK, useValue: () => new Date() }],
})
export class CatalogJobsModule {}
