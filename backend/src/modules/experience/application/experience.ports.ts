import type { Experience } from '../domain/experience';

/** Port: where the catalogue of experiences is kept. */
export interface ExperienceRepository {
  /** Every experience with every option, in the staff's order (inactive ones too). */
  listAll(): Promise<Experience[]>;
  findById(id: string): Promise<Experience | null>;
  /** Writes the experience and its options (inserting new ones); joins the caller's transaction. */
  save(experience: Experience): Promise<void>;
  /** The experience locked until the active transaction ends. */
  lock(id: string): Promise<Experience | null>;
}

export const EXPERIENCE_REPOSITORY = Symbol('EXPERIENCE_REPOSITORY');
