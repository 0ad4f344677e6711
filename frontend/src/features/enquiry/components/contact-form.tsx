import { Send } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { FormField } from '../../../components/form-field';
import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { fieldClasses } from '../../../components/ui/field-styles';
import { Input } from '../../../components/ui/input';
import { SelectOptions } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { useSendEnquiryMutation, type EnquiryType } from '../api/enquiry-api';
import { enquiryTypes } from '../data/contact-details';
import { contactProblems, CONTACT_FIELDS, CONTACT_LIMITS, type ContactErrors, type ContactField } from '../contact-rules';

const isEnquiryType = (value: string | null): value is EnquiryType => enquiryTypes.some((type) => type.value === value);

/**
 * The contact form (docs/product.md, Contact and enquiries): every field is required and checked here first
 * ('Missing Information', nothing sent), each refused field saying why beside it and the first focused; while sending
 * the button reads SENDING...; success clears the form, failure keeps it. `?enquiry=group` (an ENQUIRE NOW link) chooses
 * the enquiry type. A hidden honeypot field catches bots. Plain uncontrolled fields read with FormData: this form is on
 * the home page's first load, where react-hook-form's 10 kB would break the JavaScript budget.
 */
export function ContactForm() {
  const [searchParams] = useSearchParams();
  const preselected = searchParams.get('enquiry');
  const [sendEnquiry, { isLoading: sending }] = useSendEnquiryMutation();
  const { toast, toastApiError } = useToast();
  const [errors, setErrors] = useState<ContactErrors>({});
  const controls = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>>>({});
  const keep = (field: ContactField) => (element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => {
    controls.current[field] = element;
  };
  // A field being corrected no longer shows the old reason.
  const cleared = (field: ContactField) => () => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, String(data.get(field) ?? '')])) as Record<ContactField, string>;
    const problems = contactProblems(values);
    setErrors(problems);
    const first = CONTACT_FIELDS.find((field) => problems[field]);
    if (first) {
      controls.current[first]?.focus();
      if (CONTACT_FIELDS.some((field) => !values[field].trim()))
        toast({ title: 'Missing Information', description: 'Please fill in all fields.', variant: 'destructive' });
      return;
    }
    // The honeypot: people never see it; a bot that fills it is answered as usual and dropped by the server.
    const website = String(data.get('website') ?? '');
    try {
      await sendEnquiry({ ...values, enquiryType: values.enquiryType as EnquiryType, ...(website ? { website } : {}) }).unwrap();
      toast({ title: 'Message Sent!', description: "We'll get back to you as soon as possible." });
      form.reset();
    } catch (error) {
      toastApiError('Failed to Send', error, 'Please check your details and try again.');
    }
  };

  return (
    <form aria-label="Contact form" onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
      <FormField label="Full name" error={errors.name}>
        {(control) => (
          <Input {...control} ref={keep('name')} autoComplete="name" aria-required="true" name="name" maxLength={CONTACT_LIMITS.name} onInput={cleared('name')} />
        )}
      </FormField>
      <FormField label="Email" error={errors.email}>
        {(control) => (
          <Input {...control} ref={keep('email')} type="email" autoComplete="email" aria-required="true" name="email" maxLength={CONTACT_LIMITS.email} onInput={cleared('email')} />
        )}
      </FormField>
      <FormField label="Phone" error={errors.phone}>
        {(control) => (
          <Input {...control} ref={keep('phone')} type="tel" autoComplete="tel" aria-required="true" name="phone" maxLength={CONTACT_LIMITS.phone} onInput={cleared('phone')} />
        )}
      </FormField>
      <FormField label="Enquiry type" error={errors.enquiryType}>
        {(control) => (
          <select
            {...control}
            ref={keep('enquiryType')}
            key={preselected ?? ''}
            name="enquiryType"
            defaultValue={isEnquiryType(preselected) ? preselected : ''}
            aria-required="true"
            onChange={cleared('enquiryType')}
            className={`${fieldClasses} h-11`}
          >
            <SelectOptions options={enquiryTypes} placeholder="Select an enquiry type" />
          </select>
        )}
      </FormField>
      <FormField label="Message" error={errors.message} className="grid gap-1.5 sm:col-span-2">
        {(control) => (
          <Textarea {...control} ref={keep('message')} rows={6} aria-required="true" name="message" maxLength={CONTACT_LIMITS.message} onInput={cleared('message')} />
        )}
      </FormField>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input name="website" type="text" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          <Send aria-hidden />
          {sending ? 'SENDING...' : 'SEND MESSAGE'}
        </Button>
      </div>
    </form>
  );
}
