import { Injectable } from '@nestjs/common';
import { RowsRepository } from '../../../shared/database/rows-repository';
import type { ExperienceRepository } from '../application/experience.ports';
import type { Experience } from '../domain/experience';
import { ExperienceEntity, ExperienceOptionEntity } from './experience.entity';

const toExperience = (row: ExperienceEntity): Experience => ({
  id: row.id,
  name: row.name,
  group: row.group,
  description: row.description,
  included: row.included,
  minimumAge: row.minimumAge,
  bookedAs: row.bookedAs,
  active: row.active,
  options: [...row.options]
    .sort((a, b) => a.position - b.position)
    .map((option) => ({
      id: option.id,
      name: option.name,
      minutes: option.minutes,
      pricePence: option.pricePence,
      active: option.active,
      maxPartySize: option.maxPartySize,
      extraPersonPence: option.extraPersonPence,
    })),
});

/** The catalogue in Postgres; joins the caller's transaction when there is one. */
@Injectable()
export class TypeOrmExperienceRepository extends RowsRepository(ExperienceEntity) implements ExperienceRepository {
  async listAll(): Promise<Experience[]> {
    const rows = await this.rows.find({ relations: { options: true }, order: { position: 'ASC', id: 'ASC' } });
    return rows.map(toExperience);
  }

  async findById(id: string): Promise<Experience | null> {
    if (id.length > 80) return null;
    // One query: findOne with a relation asks twice (a DISTINCT query for its LIMIT 1, then the rows), and every hold reads this.
    const row = await this.rows.createQueryBuilder('experience').leftJoinAndSelect('experience.options', 'option').where('experience.id = :id', { id }).getOne();
    return row && toExperience(row);
  }

  async lock(id: string): Promise<Experience | null> {
    if (id.length > 80) return null;
    await this.rows.createQueryBuilder('experience').setLock('pessimistic_write').where('experience.id = :id', { id }).getOne();
    return this.findById(id);
  }

  async save(experience: Experience): Promise<void> {
    const { options, ...fields } = experience;
    await this.rows.update({ id: experience.id }, fields);
    await this.txHost.tx.getRepository(ExperienceOptionEntity).upsert(
      options.map((option, position) => ({ ...option, experienceId: experience.id, position })),
      ['experienceId', 'id'],
    );
  }
}
