import type { Metadata } from 'next';
import { getT } from '../../../../../../kit/i18n';
import { HOME_COUNTRY } from '../../../../../../domain/accounts/countries';
import { accountButtons, accountFields, errorTexts, formTexts } from '../../../../../../kit/account/account-fields';
import { accountMetadata, ProfileShell } from '../../../../../../kit/account/account-shell';
import { ShippingAddresses } from '../../../../../../kit/account/shipping-addresses.client';
import { localeOf } from '../../../../../lib/request';
import { currentUser, customerRead } from '../../../../../lib/session';
import { sessionExpiredPath } from '../../../../../../kit/account/session-expired';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(getT(await localeOf(params))('accounts.addresses'));
}

/** `/profile/shipping-addresses`: the saved addresses; adding, editing and deleting happen in the island. */
export default async function ShippingAddressesPage({ params }: Props) {
  const locale = await localeOf(params);
  const t = getT(locale);
  const [user, addresses] = await Promise.all([currentUser(locale), customerRead(locale, (api) => api.shippingAddresses())]);
  const text = (key: string) => t(`accounts.${key}`);
  return (
    <ProfileShell locale={locale} email={user.email} current="addresses">
      <div className="max-w-4xl">
        <ShippingAddresses
          locale={locale}
          initial={addresses}
          fields={accountFields(t).address}
          defaults={{ country: HOME_COUNTRY, first_name: user.first_name, last_name: user.last_name, phone: user.phone ?? '' }}
          texts={formTexts(locale)}
          errors={errorTexts(t)}
          classNames={accountButtons}
          sessionExpiredPath={sessionExpiredPath(locale)}
          labels={{
            heading: text('addresses'),
            list: text('addressList'),
            none: text('noAddresses'),
            add: text('addAddress'),
            newAddress: text('newAddress'),
            editAddress: text('editAddress'),
            save: text('saveAddress'),
            cancel: t('common.cancel'),
            edit: text('edit'),
            editOf: t('accounts.editOf', { name: '{name}' }),
            delete: text('delete'),
            deleteOf: t('accounts.deleteOf', { name: '{name}' }),
            deleteTitle: text('deleteTitle'),
            deleteQuestion: text('deleteQuestion'),
            defaultAddress: text('defaultAddress'),
            added: text('addressAdded'),
            edited: text('addressEdited'),
            deleted: text('addressDeleted'),
            required: text('requiredNote'),
            loading: t('common.loading'),
            limit: t('accounts.addressLimit', { n: '{n}' }),
          }}
        />
      </div>
    </ProfileShell>
  );
}
