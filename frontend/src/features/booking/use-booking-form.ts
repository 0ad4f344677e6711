import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { experienceIdOf, type Experience } from '../../lib/experiences';
import { useGetAvailabilityQuery, type BookingRequest, type ExperienceLevel } from './api/booking-api';
import { isoDay } from './booking-options';
import { useAppliedVoucher } from './use-applied-voucher';

export interface BookingFormValues {
  sessionType: string;
  optionId: string;
  date: Date | undefined;
  timeSlot: string;
  experienceLevel: ExperienceLevel | '';
  name: string;
  email: string;
  phone: string;
  notes: string;
}

const EMPTY: BookingFormValues = {
  sessionType: '',
  optionId: '',
  date: undefined,
  timeSlot: '',
  experienceLevel: '',
  name: '',
  email: '',
  phone: '',
  notes: '',
};

/** Why the form cannot be sent yet, as the toast says it. */
export interface FormProblem {
  title: string;
  description: string;
}

/**
 * /book-flight's form state: the session and duration chosen (or arriving chosen from a link), the
 * day's slots, the gift voucher applied and the total; `request` turns the values into a booking
 * request, or the problem that stops it.
 */
export function useBookingForm(sessions: Experience[] | undefined) {
  const [searchParams] = useSearchParams();
  const form = useForm<BookingFormValues>({ defaultValues: EMPTY });
  const { watch, setValue, getValues } = form;
  const [sessionType, optionId, date, timeSlot, name, email, phone] = watch([
    'sessionType',
    'optionId',
    'date',
    'timeSlot',
    'name',
    'email',
    'phone',
  ]);

  const session = sessions?.find((candidate) => candidate.id === sessionType);
  const slotSession = session?.bookedAs === 'slot' || session?.bookedAs === 'online' ? session : undefined;
  const option = session?.options.find((candidate) => candidate.id === optionId);
  const day = date ? isoDay(date) : undefined;
  const availability = useGetAvailabilityQuery(
    { date: day ?? '', sessionType, optionId },
    { skip: !day || !slotSession, refetchOnMountOrArgChange: 30 },
  );
  const slots = day && slotSession ? availability.data?.slots : undefined;
  const slotsLoading = Boolean(day) && availability.isFetching && !availability.data;

  // The gift voucher applied, checked by the server against the session and duration chosen now.
  const {
    voucher,
    notApplied: voucherNotApplied,
    field: voucherField,
    clear: clearVoucher,
  } = useAppliedVoucher(slotSession ? { sessionType, optionId } : null);
  const payPence = voucher ? voucher.toPayPence : (option?.pricePence ?? null);
  const noCard = voucher?.toPayPence === 0;
  const billing = useMemo(() => ({ name, email, phone }), [name, email, phone]);
  // Resetting the form also empties the voucher field (a new key mounts it afresh).
  const [resets, setResets] = useState(0);

  // Stable while the catalogue is: the session cards (memoised) are not rendered again on every keystroke.
  const selectSession = useCallback(
    (id: string, wantedOption?: string | null) => {
      const chosen = sessions?.find((candidate) => candidate.id === id);
      setValue('sessionType', id);
      setValue('optionId', (chosen?.options.find((candidate) => candidate.id === wantedOption) ?? chosen?.options[0])?.id ?? '');
      setValue('timeSlot', '');
    },
    [sessions, setValue],
  );

  /** A new duration or day offers other slots: the time is chosen again. */
  const selectOption = (id: string) => {
    setValue('optionId', id);
    setValue('timeSlot', '');
  };
  // Stable, so the memoised calendar is not rendered again when nothing it shows has changed.
  const selectDate = useCallback(
    (day: Date | undefined) => {
      setValue('date', day);
      setValue('timeSlot', '');
    },
    [setValue],
  );

  // A link such as /book-flight?experience=scenario-flight&option=emergency-procedures (or an old ?session=tryandfly) arrives chosen.
  useEffect(() => {
    const wanted = experienceIdOf(searchParams.get('experience') ?? searchParams.get('session') ?? '');
    if (wanted && sessions?.some((candidate) => candidate.id === wanted) && !getValues('sessionType'))
      selectSession(wanted, searchParams.get('option'));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sessions]);

  // A slot that is no longer free (taken meanwhile, or not offered for the new duration) is unselected.
  useEffect(() => {
    if (timeSlot && slots && !slots.some((slot) => slot.time === timeSlot && slot.available)) setValue('timeSlot', '');
  }, [slots, timeSlot, setValue]);

  const reset = useCallback(() => {
    clearVoucher();
    setResets((count) => count + 1);
    form.reset(EMPTY);
  }, [clearVoucher, form]);

  function request(values: BookingFormValues): BookingRequest | FormProblem {
    const complete =
      slotSession &&
      values.date &&
      values.timeSlot &&
      values.experienceLevel &&
      values.name.trim() &&
      values.email.trim() &&
      values.phone.trim();
    if (!complete || !values.date) return { title: 'Missing Information', description: 'Please fill in all required fields.' };
    if (voucherNotApplied) return { title: 'Voucher Not Applied', description: voucherNotApplied };
    return {
      sessionType: values.sessionType,
      optionId: values.optionId,
      date: isoDay(values.date),
      timeSlot: values.timeSlot as BookingRequest['timeSlot'],
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      experienceLevel: values.experienceLevel as ExperienceLevel,
      notes: values.notes.trim() || null,
      sessionName: slotSession.name,
      ...(voucher ? { voucherCode: voucher.code } : {}),
    };
  }

  return {
    form,
    session,
    slotSession,
    date,
    slots,
    slotsLoading,
    voucher,
    voucherField,
    voucherKey: resets,
    payPence,
    noCard,
    billing,
    selectSession,
    selectOption,
    selectDate,
    request,
    reset,
  };
}

export type BookingForm = ReturnType<typeof useBookingForm>;
