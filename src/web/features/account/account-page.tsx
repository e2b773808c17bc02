import { CalendarClock, MapPin, Package, UserRound } from 'lucide-react';
import { Navigate, useNavigation, useSearchParams } from 'react-router';
import { MFA_ENROLMENT_MESSAGE } from '../../../core/schemas/auth';
import { TabPanels, useTabSearchParam } from '../../components/tab-panels';
import { PageSpinner } from '../../components/ui/spinner';
import { useMe } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AddressesTab } from './addresses-tab';
import { ConfirmEmailBanner } from './confirm-email-banner';
import { OrdersTab } from './orders-tab';
import { ProfileTab } from './profile-tab';
import { SubscriptionsTab } from './subscriptions-tab';

const TAB_VALUES = ['profile', 'subscriptions', 'addresses', 'orders'] as const;

/** /account (docs/spec/accounts-and-back-office.md §2): without a session → /auth; tabs Profile (default), Subscriptions, Addresses, Order History. */
export function Component() {
  useDocumentTitle('My Account');
  const { data: me, isPending } = useMe();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const [tab, setTab] = useTabSearchParam(TAB_VALUES, 'profile');

  if (isPending) return <PageSpinner label="Loading your account" />;
  if (!me?.user) {
    // Signing out navigates home; never redirect to /auth over a navigation already under way.
    // A confirmation link that failed keeps its `?error=` so /auth can say what happened.
    const error = params.get('error');
    const target = error ? `/auth?error=${encodeURIComponent(error)}` : '/auth';
    return navigation.state === 'idle' ? <Navigate to={target} replace /> : <PageSpinner />;
  }

  const firstName = me.user.name.split(' ')[0] ?? '';

  return (
    <div className="flex-1 bg-gradient-to-b from-sand/70 via-background to-background">
      <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
        <header className="mb-8">
          <p className="text-accent-strong text-eyebrow uppercase">My Account</p>
          <h1 className="mt-2 text-h1">{firstName ? `Hello, ${firstName}` : 'My Account'}</h1>
          <p className="mt-2 text-muted-foreground">{me.user.email}</p>
        </header>
        {me.user.emailVerified ? null : <ConfirmEmailBanner email={me.user.email} />}
        {params.get('enrol') === 'admin' && me.adminAssurance?.hasFactor === false ? (
          <p
            role="alert"
            className="mb-8 rounded-2xl border border-primary/30 bg-primary-soft/60 p-5 text-sm"
          >
            {MFA_ENROLMENT_MESSAGE} Use the Security section below.
          </p>
        ) : null}
        <TabPanels
          value={tab}
          onValueChange={setTab}
          layout="grid"
          triggerClassName="px-3 sm:px-5"
          tabs={[
            {
              value: 'profile',
              label: 'Profile',
              icon: UserRound,
              content: <ProfileTab email={me.user.email} />,
            },
            {
              value: 'subscriptions',
              label: 'Subscriptions',
              icon: CalendarClock,
              content: <SubscriptionsTab />,
            },
            { value: 'addresses', label: 'Addresses', icon: MapPin, content: <AddressesTab /> },
            { value: 'orders', label: 'Order History', icon: Package, content: <OrdersTab /> },
          ]}
        />
      </div>
    </div>
  );
}
