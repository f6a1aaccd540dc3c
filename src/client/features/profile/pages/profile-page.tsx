import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { useUser } from '@/client/data/auth';
import { useOwnCompanies } from '@/client/data/companies';
import { useT } from '@/client/lib/i18n';
import { CompaniesTab } from '../components/companies-tab';
import { PhotoManager } from '../components/photo-manager';
import { ProfileTab } from '../components/profile-tab';

type Tab = 'profile' | 'companies' | 'photos';

/** My Profile: account and settings, the user's companies, and the photos of the chosen one. */
export function ProfilePage() {
  const t = useT();
  const { data: user, isPending } = useUser();
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const requested = query.get('tab');
  const [tab, setTab] = useState<Tab>(requested === 'companies' ? 'companies' : 'profile');
  const [photoCompanyId, setPhotoCompanyId] = useState<number | null>(null);
  const { data: companies } = useOwnCompanies();
  const photoCompany = companies?.find((c) => c.id === photoCompanyId);

  useEffect(() => {
    if (user === null) navigate('/', { replace: true });
  }, [user, navigate]);

  if (isPending || !user) {
    return (
      <div className="mx-auto h-96 max-w-[1200px] animate-pulse px-4 py-10" aria-busy="true" />
    );
  }

  return (
    <div className="mx-auto max-w-[1200px] px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('profile.title')}</h1>
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="mt-6">
        <TabsList aria-label={t('profile.sections')}>
          <TabsTrigger value="profile">{t('header.profile')}</TabsTrigger>
          <TabsTrigger value="companies">{t('profile.companiesTab')}</TabsTrigger>
          <TabsTrigger value="photos" disabled={!photoCompany}>
            {t('profile.photosTab')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="profile" className="pt-6">
          <ProfileTab user={user} />
        </TabsContent>
        <TabsContent value="companies" className="pt-6">
          <CompaniesTab
            onManagePhotos={(companyId) => {
              setPhotoCompanyId(companyId);
              setTab('photos');
            }}
          />
        </TabsContent>
        <TabsContent value="photos" className="pt-6">
          {photoCompany ? <PhotoManager company={photoCompany} /> : null}
        </TabsContent>
      </Tabs>
    </div>
  );
}
