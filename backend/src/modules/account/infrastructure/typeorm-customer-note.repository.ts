import { Injectable } from '@nestjs/common';
import { RowsRepository } from '../../../shared/database/rows-repository';
import type { CustomerNote, CustomerNoteRepository } from '../application/customer-notes.service';
import { CustomerNoteEntity } from './customer-note.entity';

const toNote = (row: CustomerNoteEntity): CustomerNote => ({ email: row.email, note: row.note, updatedAt: row.updatedAt });

/** Customer notes in Postgres. */
@Injectable()
export class TypeOrmCustomerNoteRepository extends RowsRepository(CustomerNoteEntity) implements CustomerNoteRepository {
  async find(email: string): Promise<CustomerNote | null> {
    const row = await this.rows.findOneBy({ email });
    return row ? toNote(row) : null;
  }

  async save(email: string, note: string, staffUserId: string): Promise<CustomerNote> {
    await this.rows.upsert({ email, note, updatedBy: staffUserId, updatedAt: new Date() }, ['email']);
    return toNote(await this.rows.findOneByOrFail({ email }));
  }

  async remove(email: string): Promise<void> {
    await this.rows.delete({ email });
  }
}
