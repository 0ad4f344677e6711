import { Send } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { fieldClasses } from '../../../components/ui/field-styles';
import { Input } from '../../../components/ui/input';
import { Field, SelectOptions } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { useSendEnquiryMutation, type EnquiryType } from '../api/enquiry-api';
import { enquiryTypes } from '../data/contact-details';

/**
 * The contact form (docs/product.md, Contact and enquiries): every field is required and checked here first
 * ('Missing Information', nothing sent); while sending the button reads SENDING...; success clears
 * the form, failure keeps it. A hidden honeypot field catches bots. Plain uncontrolled fields read with FormData: this form is on the home
 * page's first load, where react-hook-form's 10 kB would break the JavaScript budget.
 */
export function ContactForm() {
  const ids = { name: useId(), email: useId(), phone: useId(), enquiryType: useId(), message: useId() };
  const [sendEnquiry, { isLoading: sending }] = useSendEnquiryMutation();
  const { toast, toastApiError } = useToast();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const [name, email, phone, enquiryType, message] = ['name', 'email', 'phone', 'enquiryType', 'message'].map((field) => String(data.get(field) ?? ''));
    if (!name.trim() || !email.trim() || !phone.trim() || !enquiryType || !message.trim()) {
      toast({ title: 'Missing Information', description: 'Please fill in all fields.', variant: 'destructive' });
      return;
    }
    // The honeypot: people never see it; a bot that fills it is answered as usual and dropped by the server.
    const website = String(data.get('website') ?? '');
    try {
      await sendEnquiry({ name, email, phone, enquiryType: enquiryType as EnquiryType, message, ...(website ? { website } : {}) }).unwrap();
      toast({ title: 'Message Sent!', description: "We'll get back to you as soon as possible." });
      form.reset();
    } catch (error) {
      toastApiError('Failed to Send', error, 'Please check your details and try again.');
    }
  };

  return (
    <form aria-label="Contact form" onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
      <Field id={ids.name} label="Full name">
        <Input id={ids.name} autoComplete="name" aria-required="true" name="name" />
      </Field>
      <Field id={ids.email} label="Email">
        <Input id={ids.email} type="email" autoComplete="email" aria-required="true" name="email" />
      </Field>
      <Field id={ids.phone} label="Phone">
        <Input id={ids.phone} type="tel" autoComplete="tel" aria-required="true" name="phone" />
      </Field>
      <Field id={ids.enquiryType} label="Enquiry type">
        <select id={ids.enquiryType} name="enquiryType" defaultValue="" aria-required="true" className={`${fieldClasses} h-11`}>
          <SelectOptions options={enquiryTypes} placeholder="Select an enquiry type" />
        </select>
      </Field>
      <Field id={ids.message} label="Message" className="grid gap-2 sm:col-span-2">
        <Textarea id={ids.message} rows={6} aria-required="true" name="message" />
      </Field>
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
