import { data, Form } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { buttonClass } from '~/components/ui/button-styles';
import { requireAccess } from '~/features/accounts/guard.server';
import { addressFromForm, COUNTRIES } from '~/features/orders/address';
import {
  ADDRESS_BOOK_LIMIT,
  listAddresses,
  makeDefaultAddress,
  removeAddress,
  saveAddress,
} from '~/features/orders/address-book.server';
import { AddressFields } from '~/features/orders/components/address-fields';
import { addressBookFailure } from '~/features/orders/failures';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import { isActorRefusal } from '~/utils/actor';
import { privateNoStore } from '~/utils/cache-headers';
import { answerOf } from '~/utils/failure-answer';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import type { ActionAnswer, FieldErrors } from '~/utils/form-result';
import { fullName } from '~/utils/person-name';
import type { Route } from './+types/addresses';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/account/addresses');
  const [addresses, seo] = await Promise.all([
    listAddresses(user.id),
    pageSeo(request, { path: '/account/addresses', pageKey: 'account-addresses', noindex: true }),
  ]);
  return {
    addresses,
    seo,
    limit: ADDRESS_BOOK_LIMIT,
    accountName: fullName(user.firstName, user.lastName),
    countries: COUNTRIES.map(({ code, name, regions }) => ({ code, name, regions: regions ? [...regions] : null })),
  };
}

/** A button's answer; a refused new address comes back with each field's problem and what was typed. */
type AddressAnswer = ActionAnswer & { fieldErrors?: FieldErrors; values?: Record<string, string> };

/** Add, make default, remove: the person's own addresses only (the operations refuse anyone else's too). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/account/addresses');
  const read = await readForm(request);
  if (!read.ok) return data<AddressAnswer>({ ok: false, message: 'errors.badForm' }, { status: 400 });
  const { form } = read;
  const intent = textField(form, 'intent');
  const addressId = textField(form, 'addressId');
  if (intent === 'add') {
    const saved = await saveAddress({
      actor: user,
      address: addressFromForm(form),
      makeDefault: form.get('makeDefault') === 'on',
    });
    if (saved.ok) return data<AddressAnswer>(saved);
    if (saved.code === 'fix-address')
      return data<AddressAnswer>(
        { ok: false, message: saved.message, fieldErrors: saved.fieldErrors, values: addressFromForm(form) },
        { status: saved.status },
      );
    return data<AddressAnswer>(answerOf(saved), { status: saved.status });
  }
  if (intent !== 'make-default' && intent !== 'remove')
    return data<AddressAnswer>({ ok: false, message: 'errors.badForm' }, { status: 400 });
  try {
    const change =
      intent === 'remove'
        ? await removeAddress({ actor: user, addressId })
        : await makeDefaultAddress({ actor: user, addressId });
    return change.ok ? data<AddressAnswer>(change) : data<AddressAnswer>(answerOf(change), { status: change.status });
  } catch (error) {
    // Someone else's address is answered as no address at all, as it always was: the page does
    // not tell a stranger that the id exists.
    if (!isActorRefusal(error)) throw error;
    const notFound = addressBookFailure('not-found');
    return data<AddressAnswer>(answerOf(notFound), { status: notFound.status });
  }
}

export const headers = privateNoStore;
export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function AddressesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { addresses, limit } = loaderData;
  const failedAdd = actionData && !actionData.ok && actionData.fieldErrors ? actionData : undefined;
  return (
    <AreaPage pageKey="account-addresses" area="account">
      {actionData && (
        <p
          role={actionData.ok ? 'status' : 'alert'}
          className={`mt-6 rounded-xl px-4 py-3 ${actionData.ok ? 'bg-brand-50 text-brand-900' : 'bg-red-50 text-red-900'}`}
        >
          {t(actionData.message, actionData.messageVars ?? {})}
        </p>
      )}
      {addresses.length === 0 ? (
        <p className="mt-6 text-stone-600">{t('addresses.none')}</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {addresses.map((entry) => (
            <li key={entry.id} className="rounded-2xl border border-stone-200 bg-white p-5">
              <address className="text-stone-800 not-italic">
                <span className="block font-semibold text-stone-900">{entry.address.name}</span>
                <span className="block">{entry.address.line1}</span>
                {entry.address.line2 && <span className="block">{entry.address.line2}</span>}
                <span className="block">
                  {[entry.address.city, entry.address.region, entry.address.postalCode].filter(Boolean).join(', ')}
                </span>
                <span className="block">{entry.address.country}</span>
              </address>
              {entry.isDefault && <p className="mt-3 text-sm font-semibold text-brand-800">{t('addresses.default')}</p>}
              <div className="mt-4 flex flex-wrap gap-2">
                {!entry.isDefault && (
                  <Form method="post">
                    <input type="hidden" name="addressId" value={entry.id} />
                    <button type="submit" name="intent" value="make-default" className={buttonClass('secondary', 'sm')}>
                      {t('addresses.makeDefault')}
                    </button>
                  </Form>
                )}
                <Form method="post">
                  <input type="hidden" name="addressId" value={entry.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="remove"
                    className={buttonClass('secondary', 'sm')}
                    aria-label={t('addresses.removeNamed', { name: entry.address.name })}
                  >
                    {t('addresses.remove')}
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
      {addresses.length < limit && (
        <Form method="post" className="mt-10 max-w-2xl space-y-4" noValidate>
          <h2 className="text-xl font-semibold text-stone-900">{t('addresses.add')}</h2>
          <AddressFields
            key={actionData?.ok ? `saved-${addresses.length}` : 'form'}
            countries={loaderData.countries}
            values={failedAdd?.values ?? { name: loaderData.accountName }}
            errors={failedAdd?.fieldErrors ?? {}}
          />
          <label className="flex items-center gap-3 text-stone-800">
            <input type="checkbox" name="makeDefault" className="size-4 accent-brand-700" />
            {t('addresses.saveAsDefault')}
          </label>
          <button type="submit" name="intent" value="add" className={buttonClass('primary', 'md')}>
            {t('addresses.save')}
          </button>
        </Form>
      )}
    </AreaPage>
  );
}
