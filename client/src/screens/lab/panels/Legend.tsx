import '../labStrings';
import { useT } from '../../../i18n';
import { EDITOR_COLOURS } from '../editorColours';
import { openColour, PALETTE } from '../../../scene/palette';

/** Props of a legend entry: a colour (or CSS gradient), its meaning, and whether it stands for a fill or a line. */
type SwatchProps = { colour: string; label: string; kind?: 'fill' | 'line' };

/** One legend entry. */
function Swatch({ colour, label, kind = 'fill' }: SwatchProps) {
  return (
    <li>
      <span className={`swatch ${kind}`} style={{ background: colour }} /> {label}
    </li>
  );
}

/** The legend starts open where the window has room for it beside the map. */
function legendOpenAtStart(): boolean {
  return typeof window === 'undefined' || (window.innerHeight >= 900 && window.innerWidth >= 1000);
}

/** What the colours mean. */
export function Legend() {
  const t = useT();
  return (
    <details className="panel legend" open={legendOpenAtStart()}>
      <summary>{t('lab.legend')}</summary>
      <ul>
        <Swatch colour={openColour('central', null)} label={t('lab.legend.central')} />
        <Swatch colour={openColour('normal', null)} label={t('lab.legend.normal')} />
        <Swatch colour={openColour('statue', null)} label={t('lab.legend.statue')} />
        <Swatch colour={PALETTE.team.red} label={t('lab.legend.redCamp')} />
        <Swatch colour={PALETTE.team.blue} label={t('lab.legend.blueCamp')} />
        <Swatch colour={PALETTE.obstacle} label={t('lab.legend.obstacle')} />
        <Swatch colour={PALETTE.blueSide} label={t('lab.legend.blueSide')} kind="line" />
        <Swatch colour={PALETTE.visible} label={t('lab.legend.visible')} />
        <Swatch colour={PALETTE.hidden} label={t('lab.legend.hidden')} />
        <Swatch colour={PALETTE.reachNear} label={t('lab.legend.reachNear')} />
        <Swatch colour={PALETTE.reachFar} label={t('lab.legend.reachFar')} />
        <Swatch colour={`linear-gradient(90deg, ${PALETTE.exposure.join(', ')})`} label={t('lab.legend.exposure')} />
        <Swatch colour={EDITOR_COLOURS.lit} label={t('lab.legend.lit')} />
        <Swatch colour={EDITOR_COLOURS.litOther} label={t('lab.legend.litOther')} />
        <Swatch colour={EDITOR_COLOURS.problem} label={t('lab.legend.problem')} kind="line" />
      </ul>
      <p className="help">{t('lab.legend.pointer')}</p>
    </details>
  );
}
