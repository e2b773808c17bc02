import { CalendarClock, MapPin, Package, UserRound } from 'lucide-react';
import { Navigate, useNavigation, useSearchParams } from 'react-router';
import { MFA_ENROLMENT_MESSAGE } from '../../../core/schemas/auth';
import { PageSpinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useMe } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AddressesTab } from './addresses-tab';
import { ConfirmEmailBanner } from './confirm-email-banner';
import { OrdersTab } from './orders-tab';
import { ProfileTab } from './profile-tab';
import { SubscriptionsTab } from './subscriptions-tab';

const TABS = [
  { value: 'profile', label: 'Profile', icon: UserRound },
  { value: 'subscriptions', label: 'Subscriptions', icon: CalendarClock },
  { value: 'addresses', label: 'Addresses', icon: MapPin },
  { value: 'orders', label: 'Order History', icon: Package },
] as const;

type TabValue = (typeof TABS)[number]['value'];

function isTabValue(value: string | null): value is TabValue {
  return TABS.some((t) => t.value === value);
}

/** /account (docs/spec/accounts-and-back-office.md §2): without a session → /auth; tabs Profile (default), Subscriptions, Addresses, Order History. */
export function Component() {
  useDocumentTitle('My Account');
  const { data: me, isPending } = useMe();
  const navigation = useNavigation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = isTabValue(requested) ? requested : 'profile';

  if (isPending) return <PageSpinner label="Loading your account" />;
  if (!me?.user) {
    // Signing out navigates home; never redirect to /auth over a navigation already under way.
    return navigation.state === 'idle' ? <Navigate to="/auth" replace /> : <PageSpinner />;
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
        <Tabs
          value={tab}
          onValueChange={(value) =>
            setParams(value === 'profile' ? {} : { tab: value }, { replace: true })
          }
        >
          <TabsList className="grid! h-auto w-full grid-cols-2 rounded-2xl sm:inline-flex! sm:w-auto sm:rounded-full">
            {TABS.map(({ value, label, icon: Icon }) => (
              <TabsTrigger key={value} value={value} className="px-3 sm:px-5">
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="profile">
            <ProfileTab email={me.user.email} />
          </TabsContent>
          <TabsContent value="subscriptions">
            <SubscriptionsTab />
          </TabsContent>
          <TabsContent value="addresses">
            <AddressesTab />
          </TabsContent>
          <TabsContent value="orders">
            <OrdersTab />
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}
