import { Inject, Injectable } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { applyEdit, Experience, ExperienceEdit } from '../domain/experience';
import { ExperienceNotFoundError } from '../domain/experience.errors';
import { EXPERIENCE_REPOSITORY, ExperienceRepository } from './experience.ports';


/**
 * Staff own the catalogue (the EXPERIENCES tab): names, descriptions, options, prices, on sale or not. A change
 * is written in one transaction and read by every API process on its next request (nothing caches prices).
 */
@Injectable()
export class ExperienceAdminService {
  constructor(@Inject(EXPERIENCE_REPOSITORY) private readonly experiences: ExperienceRepository) {}

  /** Every experience with every option, on sale or not. */
  listAll(): Promise<Experience[]> {
    return this.experiences.listAll();
  }

  @Transactional()
  async update(id: string, edit: ExperienceEdit): Promise<Experience> {
    const current = await this.experiences.lock(id);
    if (!current) throw new ExperienceNotFoundError();
    const next = applyEdit(current, edit);
    await this.experiences.save(next);
    return next;
  }
}
