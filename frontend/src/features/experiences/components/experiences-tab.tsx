import { useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { apiErrorMessage } from '../../../lib/api';
import { type StaffExperience, useGetStaffExperiencesQuery, useUpdateExperienceMutation } from '../api/experiences-admin-api';

type Option = StaffExperience['options'][number];

/** Pounds as typed ('149', '149.50') in whole pence; NaN when it is not a price. */
const toPence = (pounds: string) => (/^\d+(\.\d{1,2})?$/.test(pounds.trim()) ? Math.round(Number(pounds) * 100) : Number.NaN);

type EditedOption = Option & { pounds: string; extraPounds: string };

const GROUP_LABELS: Record<StaffExperience['group'], string> = {
  beginners: 'Beginners',
  enthusiasts: 'Enthusiasts',
  'aspiring-pilots': 'Aspiring pilots',
  professional: 'Professional',
};
const BOOKED_AS_LABELS: Record<StaffExperience['bookedAs'], string> = {
  slot: 'booked on the simulator calendar',
  course: 'booked for a preferred date',
  online: "booked in a coach's slot",
  enquiry: 'by enquiry only',
};

/** One option of an experience, its fields labelled on screen (docs/product.md, Staff panel: every input has a label). */
function OptionRow({ option, place, onChange }: { option: EditedOption; place: number; onChange: (next: EditedOption) => void }) {
  return (
    <li>
      <fieldset className="grid min-w-0 gap-3 rounded-lg border border-navy-100 p-3">
        <legend className="px-1 text-sm font-semibold text-navy-700">Option {place}</legend>
        <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[minmax(0,1fr)_7rem_7rem_auto]">
          <label className="col-span-2 grid gap-1 text-sm font-semibold text-navy-700 sm:col-span-1">
            Name
            <Input value={option.name} onChange={(event) => onChange({ ...option, name: event.target.value })} />
          </label>
          <label className="grid gap-1 text-sm font-semibold text-navy-700">
            Minutes
            <Input type="number" value={option.minutes} onChange={(event) => onChange({ ...option, minutes: Number(event.target.value) })} />
          </label>
          <label className="grid gap-1 text-sm font-semibold text-navy-700">
            Price (£)
            <Input inputMode="decimal" value={option.pounds} onChange={(event) => onChange({ ...option, pounds: event.target.value })} />
          </label>
          <label className="flex h-11 items-center gap-2 text-sm">
            <input type="checkbox" checked={option.active} onChange={(event) => onChange({ ...option, active: event.target.checked })} /> On sale
          </label>
        </div>
        {/* docs/product.md, The catalogue: how many people one booking may be for, and what each after the first adds. */}
        <div className="grid grid-cols-2 items-end gap-3 text-sm text-navy-700 sm:flex sm:flex-wrap">
          <label className="grid gap-1 font-semibold">
            People per booking, at most
            <Input
              type="number"
              min={1}
              max={6}
              className="h-9 sm:w-20"
              value={option.maxPartySize}
              onChange={(event) => onChange({ ...option, maxPartySize: Number(event.target.value) })}
            />
          </label>
          <label className="grid gap-1 font-semibold">
            Each extra person (£)
            <Input
              inputMode="decimal"
              className="h-9 sm:w-28"
              value={option.extraPounds}
              disabled={option.maxPartySize <= 1}
              onChange={(event) => onChange({ ...option, extraPounds: event.target.value })}
            />
          </label>
        </div>
      </fieldset>
    </li>
  );
}

function ExperienceEditor({ experience }: { experience: StaffExperience }) {
  const { toast, toastApiError } = useToast();
  const [update, { isLoading }] = useUpdateExperienceMutation();
  const [name, setName] = useState(experience.name);
  const [description, setDescription] = useState(experience.description);
  const [active, setActive] = useState(experience.active);
  const [options, setOptions] = useState(
    experience.options.map((option) => ({
      ...option,
      pounds: (option.pricePence / 100).toFixed(2),
      extraPounds: (option.extraPersonPence / 100).toFixed(2),
    })),
  );

  const save = async () => {
    const edit = {
      name,
      group: experience.group,
      description,
      included: experience.included,
      minimumAge: experience.minimumAge,
      active,
      options: options.map(({ pounds, extraPounds, ...option }) => ({
        ...option,
        pricePence: toPence(pounds),
        extraPersonPence: option.maxPartySize > 1 ? toPence(extraPounds) : 0,
      })),
    };
    try {
      await update({ id: experience.id, edit }).unwrap();
      toast({ title: 'Success', description: `${name} saved` });
    } catch (error) {
      toastApiError('Error', error, 'Failed to save the experience');
    }
  };

  return (
    <article aria-label={experience.name} className="grid gap-3 rounded-2xl bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <label className="grid w-full max-w-sm gap-1 text-sm font-semibold text-navy-700">
          Experience name
          <Input value={name} onChange={(event) => setName(event.target.value)} className="font-bold" />
        </label>
        <span className="text-sm text-navy-600">
          {GROUP_LABELS[experience.group]} · {BOOKED_AS_LABELS[experience.bookedAs]}
        </span>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={active} onChange={(event) => setActive(event.target.checked)} /> On sale
        </label>
      </div>
      <label className="grid gap-1 text-sm font-semibold text-navy-700">
        Description
        <Textarea rows={2} value={description} onChange={(event) => setDescription(event.target.value)} />
      </label>
      <ul className="grid gap-2">
        {options.map((option, index) => (
          <OptionRow key={option.id} option={option} place={index + 1} onChange={(next) => setOptions(options.map((current, at) => (at === index ? next : current)))} />
        ))}
      </ul>
      <Button onClick={save} disabled={isLoading} className="justify-self-end">
        SAVE
      </Button>
    </article>
  );
}

/** The admin EXPERIENCES tab: the catalogue every page sells from; a saved price is charged from the next hold. */
export function ExperiencesTab() {
  const { data, isLoading, error } = useGetStaffExperiencesQuery();
  if (isLoading) return <Spinner label="Loading experiences" />;
  if (!data) return <p role="alert">{apiErrorMessage(error, 'Could not load the experiences')}</p>;
  return (
    <div className="grid gap-4">
      <h2 className="text-2xl">EXPERIENCES</h2>
      {data.map((experience) => (
        <ExperienceEditor key={experience.id} experience={experience} />
      ))}
    </div>
  );
}
