import { ArgumentMetadata, ValidationPipe, ValidationPipeOptions } from '@nestjs/common';

/**
 * The global validation pipe, remembering what it made of a query string. A query is a handful of strings and its
 * DTO a pure function of them, so the same query (a calendar day asked for by every visitor) is transformed and
 * validated once, and its frozen DTO handed to each later request. Bodies and route parameters are validated every
 * time, and so is a query that fails (its error is thrown afresh). At most `maxKept` queries are kept per DTO class;
 * past that the oldest go first, so made-up queries cannot grow memory. Made with `new` as the global pipe.
 */
export class QueryValidationPipe extends ValidationPipe {
  private readonly kept = new Map<unknown, Map<string, unknown>>();

  constructor(
    options: ValidationPipeOptions,
    private readonly maxKept = 500,
  ) {
    super(options);
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'query' || !metadata.metatype || !isPlainQuery(value)) return super.transform(value, metadata);
    let byQuery = this.kept.get(metadata.metatype);
    if (!byQuery) this.kept.set(metadata.metatype, (byQuery = new Map()));
    const key = JSON.stringify(value);
    const kept = byQuery.get(key);
    if (kept) return kept;
    const dto = Object.freeze(await super.transform(value, metadata));
    if (byQuery.size >= this.maxKept) byQuery.delete(byQuery.keys().next().value as string);
    byQuery.set(key, dto);
    return dto;
  }
}

/** A query of plain string values (Express's simple parser), the only kind whose DTO is worth keeping. */
const isPlainQuery = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((field) => typeof field === 'string');
