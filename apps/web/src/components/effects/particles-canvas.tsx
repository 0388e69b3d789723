import { loadBasic } from '@tsparticles/basic';
import { loadExternalGrabInteraction } from '@tsparticles/interaction-external-grab';
import { loadParticlesLinksInteraction } from '@tsparticles/interaction-particles-links';
import { loadInteractivityPlugin } from '@tsparticles/plugin-interactivity';
import { Particles, type ParticlesPluginRegistrar, ParticlesProvider } from '@tsparticles/react';
import type { ComponentProps } from 'react';

type ParticleOptions = NonNullable<ComponentProps<typeof Particles>['options']>;

/** The spec's hero background: about 70 particles at speed 2.2, linked within 150 px, grabbed within 180 px. */
export const PARTICLE_OPTIONS: ParticleOptions = {
  fullScreen: { enable: false },
  fpsLimit: 60,
  detectRetina: false,
  pauseOnBlur: true,
  pauseOnOutsideViewport: true,
  background: { color: 'transparent' },
  particles: {
    number: { value: 70, density: { enable: true } },
    color: { value: ['#fcd34d', '#fdba74', '#ffffff'] },
    opacity: { value: { min: 0.35, max: 0.8 } },
    size: { value: { min: 1, max: 3 } },
    shape: { type: 'circle' },
    links: { enable: true, distance: 150, color: '#fcd34d', opacity: 0.25, width: 1 },
    move: { enable: true, speed: 2.2, direction: 'none', random: false, straight: false, outModes: 'out' },
  },
  interactivity: {
    // The canvas sits behind the hero's text, so the pointer is followed over the whole window.
    detectsOn: 'window',
    events: { onHover: { enable: true, mode: 'grab' }, onClick: { enable: false } },
    modes: { grab: { distance: 180, links: { opacity: 0.6, color: '#fdba74' } } },
  },
};

// A stable function: the provider registers the engine's plugins once for the page's lifetime. Only what the hero
// uses (the basic particles, the pointer interactivity, grab and links: the parts of tsParticles' slim bundle this
// needs), which keeps the lazily loaded code about half the size of the whole slim bundle.
const registerPlugins: ParticlesPluginRegistrar = async (engine) => {
  await loadBasic(engine);
  await loadInteractivityPlugin(engine);
  await Promise.all([loadExternalGrabInteraction(engine), loadParticlesLinksInteraction(engine)]);
};

export default function ParticlesCanvas({ className }: { className?: string }) {
  return (
    <ParticlesProvider init={registerPlugins}>
      <Particles id="hero-particles" className={className} options={PARTICLE_OPTIONS} />
    </ParticlesProvider>
  );
}
