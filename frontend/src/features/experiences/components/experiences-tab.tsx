import { useForm, useFormContext } from 'react-hook-form';
import { Form } from '../../../components/form';
import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { apiErrorMessage } from '../../../lib/api-error';
import { type StaffExperience, useGetStaffExperiencesQuery, useUpdateExperienceMutation } from '../api/experiences-admin-api';

type Option = StaffExperience['options'][number];

/** Pounds as typed ('149', '149.50') in whole pence; NaN when it is not a price. */
const toPence = (pounds: string) => (/^\d+(\.\d{1,2})?$/.test(pounds.trim()) ? Math.round(Number(pounds) * 100) : Number.NaN);

type EditedOption = Option & { pounds: string; extraPounds: string };

/** An experience as its editor holds it: the prices in pounds as typed. */
interface ExperienceValues {
  name: string;
  description: string;
  active: boolean;
  options: EditedOption[];
}

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
function OptionRow({ index }: { index: number }) {
  const { register, watch } = useFormContext<ExperienceValues>();
  const field = `options.${index}` as const;
  return (
    <li>
      <fieldset className="grid min-w-0 gap-3 rounded-lg border border-navy-100 p-3">
        <legend className="px-1 text-sm font-semibold text-navy-700">Option {index + 1}</legend>
        <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[minmax(0,1fr)_7rem_7rem_auto]">
          <label className="col-span-2 grid gap-1 text-sm font-semibold text-navy-700 sm:col-span-1">
            Name
            <Input {...register(`${field}.name`)} />
          </label>
          <label className="grid gap-1 text-sm font-semibold text-navy-700">
            Minutes
            <Input type="number" {...register(`${field}.minutes`, { valueAsNumber: true })} />
          </label>
          <label className="grid gap-1 text-sm font-semibold text-navy-700">
            Price (£)
            <Input inputMode="decimal" {...register(`${field}.pounds`)} />
          </label>
          <label className="flex h-11 items-center gap-2 text-sm">
            <input type="checkbox" {...register(`${field}.active`)} /> On sale
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
              {...register(`${field}.maxPartySize`, { valueAsNumber: true })}
            />
          </label>
          <label className="grid gap-1 font-semibold">
            Each extra person (£)
            <Input
              inputMode="decimal"
              className="h-9 sm:w-28"
              disabled={watch(`${field}.maxPartySize`) <= 1}
              {...register(`${field}.extraPounds`)}
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
  const form = useForm<ExperienceValues>({
    defaultValues: {
      name: experience.name,
      description: experience.description,
      active: experience.active,
      options: experience.options.map((option) => ({
        ...option,
        pounds: (option.pricePence / 100).toFixed(2),
        extraPounds: (option.extraPersonPence / 100).toFixed(2),
      })),
    },
  });
  const { register } = form;

  const save = async ({ name, description, active, options }: ExperienceValues) => {
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
    <article aria-label={experience.name} className="rounded-2xl bg-white p-5 shadow-sm">
      <Form form={form} onValid={save} className="grid gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <label className="grid w-full max-w-sm gap-1 text-sm font-semibold text-navy-700">
            Experience name
            <Input {...register('name')} className="font-bold" />
          </label>
          <span className="text-sm text-navy-600">
            {GROUP_LABELS[experience.group]} · {BOOKED_AS_LABELS[experience.bookedAs]}
          </span>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...register('active')} /> On sale
          </label>
        </div>
        <label className="grid gap-1 text-sm font-semibold text-navy-700">
          Description
          <Textarea rows={2} {...register('description')} />
        </label>
        <ul className="grid gap-2">
          {experience.options.map((option, index) => (
            <OptionRow key={option.id} index={index} />
          ))}
        </ul>
        <Button type="submit" disabled={isLoading} className="justify-self-end">
          SAVE
        </Button>
      </Form>
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
