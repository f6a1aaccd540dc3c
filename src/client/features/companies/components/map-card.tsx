import { Map } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { useT } from '@/client/lib/i18n';

export const MAP_ZOOM = 16;

/**
 * The map loads only when asked for: the page never waits on (or breaks without) the map
 * provider, and an offline visitor sees the address card rather than a broken frame.
 */
export function MapCard({
  name,
  latitude,
  longitude,
  address,
}: {
  name: string;
  latitude: number | null;
  longitude: number | null;
  address: string;
}) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const where = latitude !== null && longitude !== null ? `${latitude},${longitude}` : address;
  return (
    <section
      aria-labelledby="map-heading"
      className="overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm"
    >
      <h2 id="map-heading" className="sr-only">
        {t('map.title')}
      </h2>
      {shown ? (
        <iframe
          title={t('map.of', { name })}
          src={`https://maps.google.com/maps?q=${encodeURIComponent(where)}&z=${MAP_ZOOM}&output=embed`}
          className="aspect-[4/3] w-full"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <div className="flex aspect-[4/3] flex-col items-center justify-center gap-3 bg-[repeating-linear-gradient(45deg,#f3f4f6_0_12px,#e5e7eb_12px_24px)] p-4 text-center">
          <Map className="h-8 w-8 text-gray-600" aria-hidden />
          <Button variant="outline" onClick={() => setShown(true)}>
            {t('map.show')}
          </Button>
        </div>
      )}
    </section>
  );
}
