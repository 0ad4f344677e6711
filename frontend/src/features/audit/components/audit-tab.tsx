import { addDays, format, parseISO } from 'date-fns';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { SelectOptions } from '../../../components/ui/field';
import { fieldClasses } from '../../../components/ui/field-styles';
import { DateFilter, ListFilter } from '../../../components/ui/list-controls';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { TabSection } from '../../../components/ui/tab-section';
import { londonDayOf } from '../../../lib/dates';
import { auditParams, type AuditFilter, useGetAuditQuery } from '../api/audit-api';
import { AuditEntries } from './audit-entries';

interface ChoiceProps {
  label: string;
  every: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}

function Choice({ label, every, value, options, onChange }: ChoiceProps) {
  return (
    <ListFilter label={label}>
      {(id) => (
        <select
          id={id}
          className={`${fieldClasses} h-11 w-56 max-w-full`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <SelectOptions options={options} placeholder={every} />
        </select>
      )}
    </ListFilter>
  );
}

/** The last 30 days up to today (London). */
function lastThirtyDays(): AuditFilter {
  const today = londonDayOf(new Date());
  return { from: format(addDays(parseISO(today), -29), 'yyyy-MM-dd'), to: today };
}

/**
 * The owner's AUDIT tab (docs/product.md, Staff panel): every staff change (who, when, what, before and after),
 * filtered by person, kind and dates, and its CSV.
 */
export function AuditTab() {
  const [filter, setFilter] = useState<AuditFilter>(lastThirtyDays);
  const valid = Boolean(filter.from && filter.to && filter.from <= filter.to);
  const { data, isFetching, isError, refetch } = useGetAuditQuery(filter, { skip: !valid, refetchOnMountOrArgChange: true });
  const change = (fields: Partial<AuditFilter>) => setFilter((current) => ({ ...current, ...fields }));
  const csv = `/api/admin/audit/audit.csv?${new URLSearchParams(auditParams(filter)).toString()}`;

  return (
    <TabSection title="AUDIT">
      <div className="flex flex-wrap items-end gap-3">
        <Choice
          label="Person"
          every="Everyone"
          value={filter.actorId ?? ''}
          options={(data?.people ?? []).map((person) => ({ value: person.id, label: person.email }))}
          onChange={(actorId) => change({ actorId })}
        />
        <Choice
          label="Kind"
          every="Every kind"
          value={filter.kind ?? ''}
          options={(data?.kinds ?? []).map((kind) => ({ value: kind, label: kind }))}
          onChange={(kind) => change({ kind })}
        />
        <DateFilter label="From" value={filter.from} onChange={(from) => change({ from })} />
        <DateFilter label="To" value={filter.to} onChange={(to) => change({ to })} />
        {valid ? (
          <a className={buttonClasses({ variant: 'outline', size: 'sm' })} href={csv} download>
            <Download aria-hidden />
            DOWNLOAD CSV
          </a>
        ) : null}
      </div>
      {!valid ? <p className="text-red-700">Choose a first day on or before the last day.</p> : null}
      {valid && isFetching && !data ? <Spinner label="Loading the audit trail" /> : null}
      {valid && isError ? <LoadError what="The audit trail" onRetry={() => void refetch()} /> : null}
      {valid && data && !isError ? <AuditEntries entries={data.entries} /> : null}
    </TabSection>
  );
}
