import { formatDayAndTime } from '../../../lib/dates';
import { Mail, Phone } from 'lucide-react';
import { useId, useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectOptions } from '../../../components/ui/field';
import { ListFilter, ListSearch, PagedList } from '../../../components/ui/list-controls';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { useListSearch } from '../../../hooks/use-list-search';
import {
  useGetStaffEnquiriesQuery,
  useUpdateEnquiryMutation,
  type EnquiryStatus,
  type StaffEnquiry,
} from '../api/enquiry-admin-api';
import { enquiryTypes } from '../data/contact-details';
import { LoadError } from '../../../components/ui/load-error';
import { TabSection } from '../../../components/ui/tab-section';

const PAGE_SIZE = 20;
const STATUS_FILTERS: { value: EnquiryStatus | ''; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'new', label: 'New' },
  { value: 'replied', label: 'Replied' },
  { value: 'closed', label: 'Closed' },
];
const STATUS_LABEL: Record<EnquiryStatus, string> = { new: 'NEW', replied: 'REPLIED', closed: 'CLOSED' };
const STATUS_STYLE: Record<EnquiryStatus, string> = {
  new: 'bg-amber-100 text-amber-900',
  replied: 'bg-sky-100 text-sky-900',
  closed: 'bg-navy-100 text-navy-600',
};
/** The move each status offers next (new → replied → closed; a closed one can be opened again). */
const NEXT: Record<EnquiryStatus, { status: EnquiryStatus; label: string }> = {
  new: { status: 'replied', label: 'MARK REPLIED' },
  replied: { status: 'closed', label: 'CLOSE' },
  closed: { status: 'new', label: 'REOPEN' },
};
/** What the item is: the contact form's enquiry type, or a paid Fear of Flying course whose date staff arrange. */
const typeLabel = (enquiry: StaffEnquiry) =>
  enquiry.kind === 'course'
    ? 'Fear of Flying course, awaiting a date'
    : (enquiryTypes.find((type) => type.value === enquiry.enquiryType)?.label ?? enquiry.enquiryType);

function EnquiryCard({ enquiry }: { enquiry: StaffEnquiry }) {
  const noteId = useId();
  const [note, setNote] = useState(enquiry.note);
  const [update, { isLoading }] = useUpdateEnquiryMutation();
  const { toast, toastApiError } = useToast();
  const next = NEXT[enquiry.status];

  const save = async (changes: { status?: EnquiryStatus; note?: string }, done: string) => {
    try {
      await update({ id: enquiry.id, kind: enquiry.kind, ...changes }).unwrap();
      toast({ title: done });
    } catch (error) {
      toastApiError('Error', error);
    }
  };
  const reply = `mailto:${enquiry.email}?subject=${encodeURIComponent(enquiry.kind === 'course' ? 'Your Fear of Flying course date' : `Re: your enquiry (${typeLabel(enquiry)})`)}`;

  return (
    <Card
      className="grid min-w-0 gap-3"
      aria-label={`${enquiry.kind === 'course' ? 'Course booking' : 'Enquiry'} from ${enquiry.name}`}
      role="article"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="mr-auto min-w-0 text-lg break-words">{enquiry.name}</h3>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS_STYLE[enquiry.status]}`}>
          {STATUS_LABEL[enquiry.status]}
        </span>
      </div>
      <p className="text-sm text-navy-600">
        {typeLabel(enquiry)} · received {formatDayAndTime(enquiry.createdAt)}
      </p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a className="inline-flex min-w-0 items-center gap-1 break-all underline" href={`mailto:${enquiry.email}`}>
          <Mail aria-hidden className="size-4 shrink-0" />
          {enquiry.email}
        </a>
        {enquiry.phone ? (
          <a className="inline-flex items-center gap-1 underline" href={`tel:${enquiry.phone.replace(/\s/g, '')}`}>
            <Phone aria-hidden className="size-4 shrink-0" />
            {enquiry.phone}
          </a>
        ) : null}
      </p>
      <p className="rounded-md bg-navy-50 p-3 text-sm break-words whitespace-pre-line">{enquiry.message}</p>
      <div className="grid gap-1">
        <label htmlFor={noteId} className="text-sm font-semibold text-navy-700">
          Staff note
        </label>
        <Textarea id={noteId} rows={2} maxLength={2000} value={note} onChange={(event) => setNote(event.target.value)} />
      </div>
      <div className="flex flex-wrap gap-2">
        <a className="inline-flex h-9 items-center rounded-md bg-navy-900 px-3 text-sm font-semibold text-white" href={reply}>
          REPLY
        </a>
        <Button
          size="sm"
          variant="outline"
          disabled={isLoading || note.trim() === enquiry.note}
          onClick={() => void save({ note }, 'Note saved')}
        >
          SAVE NOTE
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={isLoading}
          onClick={() => void save({ status: next.status }, `Marked ${STATUS_LABEL[next.status].toLowerCase()}`)}
        >
          {next.label}
        </Button>
      </div>
    </Card>
  );
}

/** The admin ENQUIRIES tab: contact messages and Fear of Flying courses awaiting a date, newest first, searchable, by status, with a note and a reply link. */
export function EnquiriesTab() {
  const list = useListSearch(PAGE_SIZE);
  const [status, setStatus] = useState<EnquiryStatus | ''>('');
  const { data, isLoading, isError, refetch } = useGetStaffEnquiriesQuery({ ...list.query, ...(status ? { status } : {}) });

  return (
    <TabSection title={`ENQUIRIES${data ? ` (${data.total})` : ''}`}>
      <ListSearch label="Search enquiries" value={list.search} onChange={list.setSearch}>
        <ListFilter label="Status">
          {(id) => (
            <select
              id={id}
              className="h-11 rounded-md border border-navy-200 bg-white px-3"
              value={status}
              onChange={(event) => list.filter(setStatus)(event.target.value as EnquiryStatus | '')}
            >
              <SelectOptions options={STATUS_FILTERS} />
            </select>
          )}
        </ListFilter>
      </ListSearch>
      {isLoading ? (
        <Spinner label="Loading enquiries" />
      ) : isError || !data ? (
        <LoadError what="The enquiries" onRetry={() => void refetch()} />
      ) : (
        <PagedList
          list={data}
          label="Enquiries"
          pagerLabel="Enquiry pages"
          empty="No enquiries match."
          className="grid gap-4"
          renderItem={(enquiry) => <EnquiryCard key={`${enquiry.id}:${enquiry.note}`} enquiry={enquiry} />}
          onPage={list.setPage}
        />
      )}
    </TabSection>
  );
}
