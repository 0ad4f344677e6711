import { UserSearch } from 'lucide-react';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useFindKnownCustomersQuery, type KnownCustomer } from '../api/desk-api';
import { useDebounced } from '../use-debounced';
import { TextField } from './new-booking-fields';

export interface CustomerDetails {
  name: string;
  email: string;
  phone: string;
}

/** Customers who booked before, found as their name, e-mail, phone or a reference is typed; picking one fills the fields. */
function KnownCustomerSearch({ onPick }: { onPick: (customer: KnownCustomer) => void }) {
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const { data, isFetching } = useFindKnownCustomersQuery(search, { skip: search.length < 2 });
  const found = search.length >= 2 ? data?.items : undefined;

  return (
    <div className="grid gap-2 rounded-lg border border-navy-200 bg-navy-50 p-3">
      <Label htmlFor="new-booking-find-customer">Find an existing customer</Label>
      <Input
        id="new-booking-find-customer"
        type="search"
        autoComplete="off"
        placeholder="Name, e-mail, phone or reference"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      {found ? (
        found.length === 0 ? (
          <p className="text-sm text-navy-600">{isFetching ? 'Searching…' : 'No customer found: fill in the details below.'}</p>
        ) : (
          <ul className="grid gap-1" aria-label="Customers found">
            {found.map((customer) => (
              <li key={customer.email}>
                <button
                  type="button"
                  className="flex w-full min-w-0 items-start gap-2 rounded-md bg-white px-3 py-2 text-left text-sm hover:bg-navy-100"
                  onClick={() => {
                    onPick(customer);
                    setTyped('');
                  }}
                >
                  <UserSearch aria-hidden className="mt-0.5 size-4 shrink-0" />
                  <span className="min-w-0 break-words">
                    <span className="font-semibold">{customer.name}</span> · {customer.email} · {customer.phone}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}

/** NEW BOOKING's customer: picked from those who booked before, or typed in. */
export function NewBookingCustomer() {
  const { register, setValue } = useFormContext<CustomerDetails>();
  const pick = ({ name, email, phone }: KnownCustomer) => {
    setValue('name', name);
    setValue('email', email);
    setValue('phone', phone);
  };
  return (
    <div className="grid gap-4">
      <KnownCustomerSearch onPick={pick} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="new-booking-name" label="Name" registration={register('name')} />
        <TextField id="new-booking-email" label="Email" type="email" registration={register('email')} />
        <TextField id="new-booking-phone" label="Phone" type="tel" registration={register('phone')} />
      </div>
    </div>
  );
}
