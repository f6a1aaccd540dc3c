import { useEffect, useState } from 'react';
import { cn } from '@/client/lib/cn';

export const HERO_IMAGES = [
  { src: '/images/hero/hero-1.svg', alt: 'A freshly renovated family home at dusk' },
  { src: '/images/hero/hero-2.svg', alt: 'A bright kitchen with new pendant lights' },
  { src: '/images/hero/hero-3.svg', alt: 'A landscaped garden with a new fence' },
  { src: '/images/hero/hero-4.svg', alt: 'A living room wall being painted' },
];
export const CAROUSEL_INTERVAL_MS = 6000;

/** Four background images cross-fading every 6 seconds (still for people who prefer reduced motion). */
export function HeroCarousel() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(
      () => setIndex((i) => (i + 1) % HERO_IMAGES.length),
      CAROUSEL_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="absolute inset-0" aria-hidden>
      {HERO_IMAGES.map((image, i) => (
        <img
          key={image.src}
          src={image.src}
          alt=""
          width={1600}
          height={900}
          fetchPriority={i === 0 ? 'high' : 'low'}
          loading={i === 0 ? 'eager' : 'lazy'}
          className={cn(
            'absolute inset-0 h-full w-full object-cover transition-opacity duration-1000',
            i === index ? 'opacity-100' : 'opacity-0',
          )}
        />
      ))}
      <div className="absolute inset-0 bg-gradient-to-b from-gray-950/70 via-gray-950/55 to-gray-950/75" />
    </div>
  );
}
