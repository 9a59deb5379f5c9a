import { useMemo, useState, type ReactNode } from 'react';
import { DEVICE_PRESETS, DEFAULT_DEVICE_PRESET, type DevicePresetName } from '../../bridge-emulator/config';
import type { InstallBridgeEmulatorOptions } from '../../bridge-emulator/install';
import type { Language } from '#contracts/events';
import { DEVICE_NAMES, PIXEL_RATIOS, appUrl, statusBarTime } from './device-presets';
import { useFrame, useTicker } from './frame/use-frame';
import { NETWORK_PROFILE_CHOICES, useNetworkProfile } from './frame/use-network-profile';
import { PanelBoundary } from './panel-boundary';
import { AutopilotPanel } from './panels/autopilot-panel';
import { BridgePanel } from './panels/bridge-panel';
import { EventsPanel } from './panels/events-panel';
import { JourneyPanel } from './panels/journey-panel';
import { ReviewPanel } from './panels/review-panel';
import { useReviewModel } from './panels/use-review-model';
import { NetworkPanel } from './panels/network-panel';
import { ScenariosPanel } from './panels/scenarios-panel';
import { WorldPanel } from './panels/world-panel';
import { useAutopilotModel } from './panels/use-autopilot-model';
import { useBridgeModel } from './panels/use-bridge-model';
import { useEventsModel } from './panels/use-events-model';
import { useJourneyModel } from './panels/use-journey-model';
import { useNetworkModel } from './panels/use-network-model';
import { useScenariosModel } from './panels/use-scenarios-model';
import { useWorldModel } from './panels/use-world-model';

const TABS = ['Events', 'Network', 'Bridge', 'World', 'Journey', 'Scenarios', 'Review', 'Autopilot'] as const;
type Tab = (typeof TABS)[number];

type Handles = ReturnType<typeof useFrame>['handles'];
type NetworkProfileModel = ReturnType<typeof useNetworkProfile>;

/** The bar: the emulated device, the app's language, the network profile and whether the app runs. */
function SimulatorBar(props: {
  device: DevicePresetName;
  setDevice: (device: DevicePresetName) => void;
  language: Language;
  setLanguage: (language: Language) => void;
  networkProfile: NetworkProfileModel;
  handles: Handles;
}) {
  const { device, language, networkProfile, handles } = props;
  return (
    <header className="sim__bar">
      <h1>Cuota simulator</h1>
      <label>
        Device{' '}
        <select
          aria-label="Device"
          value={device}
          onChange={(e) => {
            const next = e.target.value as DevicePresetName;
            props.setDevice(next);
            handles?.bridge.setDevice(next);
          }}
        >
          {DEVICE_NAMES.map((name) => (
            <option key={name} value={name}>
              {DEVICE_PRESETS[name].model}
            </option>
          ))}
        </select>
      </label>
      <label>
        Language{' '}
        <select
          aria-label="Language"
          value={language}
          onChange={(e) => {
            const next = e.target.value as Language;
            props.setLanguage(next);
            // The same service the app's language page uses (stores the choice, switches i18n, emits the event).
            handles?.app?.services.changeLanguage(next);
          }}
        >
          <option value="es">Español</option>
          <option value="en">English</option>
        </select>
      </label>
      <label>
        Network{' '}
        <select
          aria-label="Network profile"
          value={networkProfile.profile.name}
          disabled={!handles?.mock}
          onChange={(e) => networkProfile.select(e.target.value)}
        >
          {NETWORK_PROFILE_CHOICES.map((profile) => (
            <option key={profile.name} value={profile.name}>
              {profile.label}
            </option>
          ))}
        </select>
      </label>
      <span className="muted" aria-label="Frame status">
        {handles?.app ? 'App running' : 'Starting app…'}
      </span>
    </header>
  );
}

/** The phone: its model line, status bar (world time, network), the app's frame and the Android buttons. */
function PhoneFrame(props: {
  device: DevicePresetName;
  frameRef: ReturnType<typeof useFrame>['ref'];
  src: string;
  worldNow: number | null;
  networkProfile: NetworkProfileModel;
  bridge: ReturnType<typeof useBridgeModel>;
  handles: Handles;
}) {
  const { device, networkProfile, bridge, handles } = props;
  const preset = DEVICE_PRESETS[device];
  return (
    <div className="device" aria-label="Phone">
      <div className="device__meta">
        {preset.model} · Android {preset.androidVersion} · {preset.viewport.width}×{preset.viewport.height} @
        {PIXEL_RATIOS[device]}x
        <div className="device__ua" title="WebView user agent">
          {preset.userAgent}
        </div>
      </div>
      <div className="phone" style={{ width: preset.viewport.width }}>
        <div className="phone__status" aria-label="Status bar">
          <span>{statusBarTime(props.worldNow)}</span>
          <span aria-label="Network state">
            {networkProfile.statusBar.text ? <strong>{networkProfile.statusBar.text} </strong> : null}
            <span aria-hidden="true">{networkProfile.statusBar.icons}</span>
          </span>
        </div>
        <iframe
          ref={props.frameRef}
          title="App"
          src={props.src}
          className="phone__screen"
          style={{ width: preset.viewport.width, height: Math.min(preset.viewport.height, 760) }}
        />
        <nav className="phone__nav" aria-label="Android navigation">
          <button type="button" aria-label="Back" onClick={bridge.pressBack}>
            ◀
          </button>
          <button
            type="button"
            aria-label="Home"
            onClick={() => {
              if (handles) handles.win.location.hash = '#/';
            }}
          >
            ●
          </button>
          <button type="button" aria-label="Resume" onClick={bridge.resume}>
            ■
          </button>
        </nav>
      </div>
    </div>
  );
}

/** The panels' models (the simulator keeps them, so a panel's state survives switching tabs). */
interface PanelModels {
  events: ReturnType<typeof useEventsModel>;
  network: ReturnType<typeof useNetworkModel>;
  bridge: ReturnType<typeof useBridgeModel>;
  world: ReturnType<typeof useWorldModel>;
  journey: ReturnType<typeof useJourneyModel>;
  review: ReturnType<typeof useReviewModel>;
  scenarios: ReturnType<typeof useScenariosModel>;
  autopilot: ReturnType<typeof useAutopilotModel>;
}

/** The Review tab: why the opened journey could not be reviewed, when so, above the panel. */
function ReviewTab({ model }: { model: PanelModels['review'] }) {
  return (
    <>
      {model.error ? (
        <p className="warning" role="alert">
          Cannot review {model.name ?? 'this journey'}: {model.error}
        </p>
      ) : null}
      <ReviewPanel model={model} />
    </>
  );
}

/** The panel of the chosen tab, in its own error boundary: a panel that crashes shows why, the rest keeps working. */
function ActivePanel({ tab, models }: { tab: Tab; models: PanelModels }) {
  const panels: Record<Tab, () => ReactNode> = {
    Events: () => <EventsPanel model={models.events} />,
    Network: () => <NetworkPanel model={models.network} />,
    Bridge: () => <BridgePanel model={models.bridge} outbox={models.world.outbox} />,
    World: () => <WorldPanel model={models.world} />,
    Journey: () => <JourneyPanel model={models.journey} />,
    Scenarios: () => <ScenariosPanel model={models.scenarios} />,
    Review: () => <ReviewTab model={models.review} />,
    Autopilot: () => <AutopilotPanel model={models.autopilot} />,
  };
  // Keyed by tab: switching tabs gives the next panel a fresh boundary.
  return (
    <PanelBoundary key={tab} name={tab}>
      {panels[tab]()}
    </PanelBoundary>
  );
}

/** The simulator: the app in an Android phone frame, and the devtools panels beside it. */
export function SimulatorApp() {
  const [device, setDevice] = useState<DevicePresetName>(DEFAULT_DEVICE_PRESET);
  const [language, setLanguage] = useState<Language>('es');
  const [tab, setTab] = useState<Tab>('Events');
  // The emulator of the next page load: native login on the phone, as the real app does.
  const bridgeConfig = useMemo<InstallBridgeEmulatorOptions>(
    () => ({ device, login: { mode: 'ui' } }),
    [device],
  );
  const { ref, handles } = useFrame(bridgeConfig);
  const src = useMemo(() => appUrl(window.location, import.meta.env.DEV), []);

  const events = useEventsModel(handles?.app);
  const network = useNetworkModel(handles?.mock);
  const bridge = useBridgeModel(handles?.bridge);
  const world = useWorldModel(handles?.mock, handles?.win);
  const networkProfile = useNetworkProfile(handles?.mock);
  const journey = useJourneyModel(handles);
  const review = useReviewModel(journey, () => setTab('Journey'));
  const scenarios = useScenariosModel(handles, {
    openJourney: (name, file) => journey.openFile(name, file),
  });
  const autopilot = useAutopilotModel(handles);
  useTicker(1000);

  return (
    <div className="sim">
      <SimulatorBar
        device={device}
        setDevice={setDevice}
        language={language}
        setLanguage={setLanguage}
        networkProfile={networkProfile}
        handles={handles}
      />
      <main className="sim__body">
        <PhoneFrame
          device={device}
          frameRef={ref}
          src={src}
          worldNow={world.now()}
          networkProfile={networkProfile}
          bridge={bridge}
          handles={handles}
        />
        <div className="panels">
          <div role="tablist" aria-label="Panels" className="tabs">
            {TABS.map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                aria-selected={tab === name}
                onClick={() => setTab(name)}
              >
                {name}
                {name === 'Events' ? ` (${events.rows.length})` : ''}
                {name === 'Network' ? ` (${network.rows.length})` : ''}
              </button>
            ))}
          </div>
          <ActivePanel
            tab={tab}
            models={{ events, network, bridge, world, journey, review, scenarios, autopilot }}
          />
        </div>
      </main>
    </div>
  );
}
