import { Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryColumn } from 'typeorm';
import { PenceColumn } from '../../../shared/database/columns';
import { TimestampedEntity } from '../../../shared/database/timestamped-entity';
import type { BookedAs, ExperienceGroup } from '../domain/experience';

@Entity('experience')
export class ExperienceEntity extends TimestampedEntity {
  @PrimaryColumn('text')
  id: string;

  @Column('text')
  name: string;

  @Column('text', { name: 'group' })
  group: ExperienceGroup;

  @Column('text')
  description: string;

  @Column('text', { array: true })
  included: string[];

  @Column('integer', { name: 'minimum_age' })
  minimumAge: number;

  @Column('text', { name: 'booked_as' })
  bookedAs: BookedAs;

  @Column('boolean')
  active: boolean;

  @Column('integer')
  position: number;

  @OneToMany(() => ExperienceOptionEntity, (option) => option.experience)
  options: ExperienceOptionEntity[];
}

@Entity('experience_option')
export class ExperienceOptionEntity {
  @PrimaryColumn('text', { name: 'experience_id' })
  experienceId: string;

  @PrimaryColumn('text')
  id: string;

  @ManyToOne(() => ExperienceEntity, (experience) => experience.options)
  @JoinColumn({ name: 'experience_id' })
  experience: ExperienceEntity;

  @Column('text')
  name: string;

  @Column('integer')
  minutes: number;

  @PenceColumn('price_pence')
  pricePence: number;

  @Column('integer', { name: 'max_party_size', default: 1 })
  maxPartySize: number;

  @PenceColumn('extra_person_pence', { default: 0 })
  extraPersonPence: number;

  @Column('boolean')
  active: boolean;

  @Column('integer')
  position: number;
}
