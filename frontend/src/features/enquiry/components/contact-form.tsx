import { Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Form, RegisteredField } from '../../../components/form';
import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { fieldClasses } from '../../../components/ui/field-styles';
import { Input } from '../../../components/ui/input';
import { SelectOptions } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { useSendEnquiryMutation, type EnquiryType } from '../api/enquiry-api';
import { enquiryTypes } from '../data/contact-details';
import { contactProblems, CONTACT_FIELDS, CONTACT_LIMITS, type ContactField } from '../contact-rules';

type ContactValues = Record<ContactField, string>;

const isEnquiryType = (value: string | null): value is EnquiryType => enquiryTypes.some((type) => type.value === value);

/** An empty form, its enquiry type the one an ENQUIRE NOW link chose. */
const emptyForm = (preselected: string | null): ContactValues => ({
  name: '',
  email: '',
  phone: '',
  enquiryType: isEnquiryType(preselected) ? preselected : '',
  message: '',
});

/**
 * The contact form (docs/product.md, Contact and enquiries): every field is required and checked here first
 * ('Missing Information', nothing sent), each refused field saying why beside it and the first focused; while sending
 * the button reads SENDING...; success clears the form, failure keeps it. `?enquiry=group` (an ENQUIRE NOW link) chooses
 * the enquiry type. A hidden honeypot field catches bots. The form loads as its section nears the screen
 * (contact-section.tsx), so react-hook-form stays out of the home page's first load.
 */
export function ContactForm() {
  const [searchParams] = useSearchParams();
  const preselected = searchParams.get('enquiry');
  const [sendEnquiry, { isLoading: sending }] = useSendEnquiryMutation();
  const { toast, toastApiError } = useToast();
  // A reason stays until the form is sent again; a field being corrected no longer shows it.
  const form = useForm<ContactValues>({ defaultValues: emptyForm(preselected), reValidateMode: 'onSubmit' });
  const { register, reset, setValue, clearErrors, getValues } = form;
  // The honeypot is read as the page holds it: a script fills a field without the events react-hook-form listens to.
  const honeypot = useRef<HTMLInputElement>(null);
  const field = (name: ContactField) =>
    register(name, {
      validate: (_, values) => contactProblems(values)[name] ?? true,
      onChange: () => clearErrors(name),
    });

  useEffect(() => {
    setValue('enquiryType', isEnquiryType(preselected) ? preselected : '');
  }, [preselected, setValue]);

  const missing = () => {
    const values = getValues();
    if (CONTACT_FIELDS.some((name) => !values[name].trim()))
      toast({ title: 'Missing Information', description: 'Please fill in all fields.', variant: 'destructive' });
  };

  const send = async (values: ContactValues) => {
    // The honeypot: people never see it; a bot that fills it is answered as usual and dropped by the server.
    const website = honeypot.current?.value ?? '';
    try {
      await sendEnquiry({ ...values, enquiryType: values.enquiryType as EnquiryType, ...(website ? { website } : {}) }).unwrap();
      toast({ title: 'Message Sent!', description: "We'll get back to you as soon as possible." });
      reset(emptyForm(preselected));
      if (honeypot.current) honeypot.current.value = '';
    } catch (error) {
      toastApiError('Failed to Send', error, 'Please check your details and try again.');
    }
  };

  return (
    <Form form={form} onValid={send} onInvalid={missing} aria-label="Contact form" className="grid gap-5 sm:grid-cols-2">
      <RegisteredField label="Full name" registration={field('name')}>
        {(control) => <Input {...control} autoComplete="name" aria-required="true" maxLength={CONTACT_LIMITS.name} />}
      </RegisteredField>
      <RegisteredField label="Email" registration={field('email')}>
        {(control) => <Input {...control} type="email" autoComplete="email" aria-required="true" maxLength={CONTACT_LIMITS.email} />}
      </RegisteredField>
      <RegisteredField label="Phone" registration={field('phone')}>
        {(control) => <Input {...control} type="tel" autoComplete="tel" aria-required="true" maxLength={CONTACT_LIMITS.phone} />}
      </RegisteredField>
      <RegisteredField label="Enquiry type" registration={field('enquiryType')}>
        {(control) => (
          <select {...control} aria-required="true" className={`${fieldClasses} h-11`}>
            <SelectOptions options={enquiryTypes} placeholder="Select an enquiry type" />
          </select>
        )}
      </RegisteredField>
      <RegisteredField label="Message" registration={field('message')} className="grid gap-1.5 sm:col-span-2">
        {(control) => <Textarea {...control} rows={6} aria-required="true" maxLength={CONTACT_LIMITS.message} />}
      </RegisteredField>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input ref={honeypot} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          <Send aria-hidden />
          {sending ? 'SENDING...' : 'SEND MESSAGE'}
        </Button>
      </div>
    </Form>
  );
}
