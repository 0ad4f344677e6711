import { ArgumentMetadata, BadRequestException } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { QueryValidationPipe } from './query-validation.pipe';

class DayQuery {
  @IsIn(['tryandfly', 'fullflight'])
  sessionType!: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  minutes?: number;
}

const query: ArgumentMetadata = { type: 'query', metatype: DayQuery };
const body: ArgumentMetadata = { type: 'body', metatype: DayQuery };
const newPipe = (maxKept?: number) =>
  new QueryValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }, maxKept);

describe('QueryValidationPipe', () => {
  it('validates and transforms a query as ValidationPipe does, then hands the same frozen DTO to the same query', async () => {
    const pipe = newPipe();
    const first = await pipe.transform({ sessionType: 'tryandfly', minutes: '60' }, query);
    expect(first).toBeInstanceOf(DayQuery);
    expect(first).toEqual({ sessionType: 'tryandfly', minutes: 60 });
    expect(Object.isFrozen(first)).toBe(true);
    expect(await pipe.transform({ sessionType: 'tryandfly', minutes: '60' }, query)).toBe(first);
    expect(await pipe.transform({ sessionType: 'tryandfly', minutes: '30' }, query)).toEqual({ sessionType: 'tryandfly', minutes: 30 });
  });

  it('refuses a bad query every time it is sent, keeping nothing of it', async () => {
    const pipe = newPipe();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await expect(pipe.transform({ sessionType: 'tryandfly', admin: 'true' }, query)).rejects.toBeInstanceOf(BadRequestException);
      await expect(pipe.transform({ sessionType: 'moon' }, query)).rejects.toBeInstanceOf(BadRequestException);
    }
  });

  it('validates bodies and repeated query keys afresh each time', async () => {
    const pipe = newPipe();
    const sent = { sessionType: 'fullflight' };
    expect(await pipe.transform(sent, body)).not.toBe(await pipe.transform(sent, body));
    await expect(pipe.transform({ sessionType: ['tryandfly', 'fullflight'] }, query)).rejects.toBeInstanceOf(BadRequestException);
  });

  it('keeps at most maxKept queries per DTO, forgetting the oldest first', async () => {
    const pipe = newPipe(2);
    const one = await pipe.transform({ sessionType: 'tryandfly', minutes: '1' }, query);
    await pipe.transform({ sessionType: 'tryandfly', minutes: '2' }, query);
    const three = await pipe.transform({ sessionType: 'tryandfly', minutes: '3' }, query);
    expect(await pipe.transform({ sessionType: 'tryandfly', minutes: '3' }, query)).toBe(three);
    const again = await pipe.transform({ sessionType: 'tryandfly', minutes: '1' }, query);
    expect(again).toEqual(one);
    expect(again).not.toBe(one);
  });
});
