import {
  Document,
  Font,
  Image,
  Link,
  Page,
  type Styles as PdfStyles,
  renderToBuffer,
  StyleSheet,
  Text,
  View,
} from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { RESUME_PDF_FONTS } from './resume-fonts.ts';
import {
  entrySectionsOf,
  type RenderInput,
  type ResumeEntry,
  type ResumeSkillView,
  type ResumeView,
  resumeViewOf,
} from './resume-view.ts';

// The renderer's font store belongs to the thread: registered once, when the first resume loads this module.
for (const font of Object.values(RESUME_PDF_FONTS)) Font.register(font);
// Words are never hyphenated: a split "develop-er" would also read back split from the PDF's text.
Font.registerHyphenationCallback((word) => [word]);

/** One style or a list of them, as a component's `style` takes. */
type TextStyle = PdfStyles[string] | PdfStyles[string][];

const INK = '#1F2430';
const MUTED = '#4A5260';
const SIDEBAR_WIDTH = 190;
const MARGIN = 36;

function stylesOf(view: ResumeView) {
  const size = view.fontSize;
  return StyleSheet.create({
    page: {
      fontFamily: RESUME_PDF_FONTS[view.font].family,
      fontSize: size,
      lineHeight: 1.4,
      color: INK,
      paddingVertical: MARGIN,
      flexDirection: view.layout === 'sidebar' ? 'row' : 'column',
    },
    sidebarBackground: { position: 'absolute', top: 0, left: 0, bottom: 0, width: SIDEBAR_WIDTH },
    aside: { width: SIDEBAR_WIDTH, paddingHorizontal: 20, color: view.onColor },
    main: { flex: 1, paddingHorizontal: view.layout === 'sidebar' ? 28 : MARGIN + 4 },
    band: { marginTop: -MARGIN, marginBottom: 20, paddingHorizontal: MARGIN + 4, paddingVertical: 28 },
    header: { flexDirection: 'row', alignItems: 'center' },
    identity: { flex: 1 },
    name: { fontSize: size * 2.1, fontWeight: 700, lineHeight: 1.15 },
    position: { fontSize: size * 1.3, marginTop: 3 },
    photo: { width: 84, height: 84, borderRadius: 42, objectFit: 'cover' },
    photoBeside: { marginRight: 18 },
    photoAbove: { marginBottom: 14 },
    contacts: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 8 },
    contactInline: { marginRight: 16 },
    section: { marginBottom: 14 },
    sectionTitle: { fontSize: size * 1.3, fontWeight: 700, marginBottom: 6 },
    ruled: { borderBottomWidth: 1, paddingBottom: 2, textTransform: 'uppercase', letterSpacing: 0.5 },
    entry: { marginBottom: 9 },
    entryHead: { flexDirection: 'row', justifyContent: 'space-between' },
    entryTitle: { flex: 1, fontWeight: 700, fontSize: size * 1.05, paddingRight: 8 },
    period: { color: MUTED },
    subtitle: { fontWeight: 700, color: MUTED },
    paragraph: { marginTop: 2 },
    item: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', marginBottom: 3 },
    itemName: { marginRight: 6 },
    dots: { flexDirection: 'row' },
    dot: { width: 5, height: 5, borderRadius: 2.5, marginRight: 2, borderWidth: 0.6 },
    link: { textDecoration: 'none' },
    sidebarIdentity: { marginBottom: 20 },
  });
}

type Styles = ReturnType<typeof stylesOf>;

function Dots({ level, color, styles }: { level: number; color: string; styles: Styles }) {
  return (
    <View style={styles.dots}>
      {[1, 2, 3, 4, 5].map((step) => (
        <View
          key={step}
          style={[styles.dot, { borderColor: color, backgroundColor: step <= level ? color : 'transparent' }]}
        />
      ))}
    </View>
  );
}

function Items({ items, color, styles }: { items: ResumeSkillView[]; color: string; styles: Styles }) {
  return items.map((item, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: two skills may share a name; the order is fixed.
    <View key={index} style={styles.item} wrap={false}>
      <Text style={styles.itemName}>{item.name}</Text>
      {item.level ? <Dots level={item.level} color={color} styles={styles} /> : null}
      {!item.level && item.levelText ? <Text>{item.levelText}</Text> : null}
    </View>
  ));
}

function Section({
  title,
  styles,
  titleStyle,
  children,
}: {
  title: string;
  styles: Styles;
  titleStyle: TextStyle;
  children: ReactNode;
}) {
  return (
    <View style={styles.section}>
      {/* A title never ends a page alone: it goes over with the first lines of what it heads. */}
      <Text style={[styles.sectionTitle, titleStyle]} minPresenceAhead={40}>
        {title}
      </Text>
      {children}
    </View>
  );
}

function Entry({ entry, styles }: { entry: ResumeEntry; styles: Styles }) {
  return (
    <View style={styles.entry}>
      {/* The head (title, dates, employer) stays on one page; a long description may go on between paragraphs. */}
      <View wrap={false} minPresenceAhead={entry.paragraphs.length ? 14 : 0}>
        <View style={styles.entryHead}>
          <Text style={styles.entryTitle}>{entry.title || entry.subtitle}</Text>
          {entry.period ? <Text style={styles.period}>{entry.period}</Text> : null}
        </View>
        {entry.title && entry.subtitle ? <Text style={styles.subtitle}>{entry.subtitle}</Text> : null}
      </View>
      {entry.paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are positional; two may read the same.
        <Text key={index} style={styles.paragraph} orphans={2} widows={2}>
          {paragraph}
        </Text>
      ))}
    </View>
  );
}

function Identity({ view, styles, beside }: { view: ResumeView; styles: Styles; beside: boolean }) {
  return (
    <>
      {view.photo && /^data:image\/(jpeg|png);/.test(view.photo) ? (
        <Image src={view.photo} style={[styles.photo, beside ? styles.photoBeside : styles.photoAbove]} />
      ) : null}
      <View style={beside ? styles.identity : {}}>
        <Text style={styles.name}>{view.name || view.position || view.words.resume}</Text>
        {view.name && view.position ? <Text style={styles.position}>{view.position}</Text> : null}
        {view.positionDetails.length ? <Text>{view.positionDetails.join(' · ')}</Text> : null}
      </View>
    </>
  );
}

function Contacts({ view, styles, inline, ink }: { view: ResumeView; styles: Styles; inline: boolean; ink: string }) {
  return view.contacts.map((contact) => (
    <View key={contact.kind} style={inline ? styles.contactInline : {}}>
      {contact.href ? (
        <Link src={contact.href} style={[styles.link, { color: ink }]}>
          {contact.text}
        </Link>
      ) : (
        <Text>{contact.text}</Text>
      )}
    </View>
  ));
}

function MainSections({ view, styles, titleStyle }: { view: ResumeView; styles: Styles; titleStyle: TextStyle }) {
  return (
    <>
      {view.summary.length ? (
        <Section title={view.words.summary} styles={styles} titleStyle={titleStyle}>
          {view.summary.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are positional.
            <Text key={index} style={styles.paragraph}>
              {paragraph}
            </Text>
          ))}
        </Section>
      ) : null}
      {entrySectionsOf(view).map(({ key, title, entries }) => (
        <Section key={key} title={title} styles={styles} titleStyle={titleStyle}>
          {entries.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries are positional.
            <Entry key={index} entry={entry} styles={styles} />
          ))}
        </Section>
      ))}
    </>
  );
}

function SideSections({
  view,
  styles,
  titleStyle,
  ink,
}: {
  view: ResumeView;
  styles: Styles;
  titleStyle: TextStyle;
  ink: string;
}) {
  return (
    <>
      {view.skills.length ? (
        <Section title={view.words.skills} styles={styles} titleStyle={titleStyle}>
          <Items items={view.skills} color={ink} styles={styles} />
        </Section>
      ) : null}
      {view.languages.length ? (
        <Section title={view.words.languages} styles={styles} titleStyle={titleStyle}>
          <Items items={view.languages} color={ink} styles={styles} />
        </Section>
      ) : null}
      {view.links.length ? (
        <Section title={view.words.links} styles={styles} titleStyle={titleStyle}>
          {view.links.map((link, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two links may share a label.
            <View key={index} style={styles.item} wrap={false}>
              <Link src={link.url} style={[styles.link, { color: ink }]}>
                {link.label}
              </Link>
            </View>
          ))}
        </Section>
      ) : null}
    </>
  );
}

function ResumePages({ view }: { view: ResumeView }) {
  const styles = stylesOf(view);
  if (view.layout === 'sidebar') {
    const onAccent = { color: view.onColor };
    return (
      <Page size="A4" style={styles.page}>
        <View fixed style={[styles.sidebarBackground, { backgroundColor: view.color }]} />
        <View style={styles.aside}>
          <View style={styles.sidebarIdentity}>
            <Identity view={view} styles={styles} beside={false} />
          </View>
          {view.contacts.length ? (
            <Section title={view.words.contacts} styles={styles} titleStyle={onAccent}>
              <Contacts view={view} styles={styles} inline={false} ink={view.onColor} />
            </Section>
          ) : null}
          <SideSections view={view} styles={styles} titleStyle={onAccent} ink={view.onColor} />
        </View>
        <View style={styles.main}>
          <MainSections view={view} styles={styles} titleStyle={{ color: view.inkColor }} />
        </View>
      </Page>
    );
  }
  const banded = view.layout === 'header';
  const titleStyle =
    view.layout === 'line'
      ? [styles.ruled, { color: view.inkColor, borderBottomColor: view.color }]
      : { color: view.inkColor };
  const head = (
    <View
      style={
        banded
          ? [styles.band, { backgroundColor: view.color, color: view.onColor }]
          : [
              styles.main,
              { marginBottom: 16 },
              view.layout === 'line' ? { borderBottomWidth: 2, borderBottomColor: view.color, paddingBottom: 12 } : {},
            ]
      }
    >
      <View style={styles.header}>
        <Identity view={view} styles={styles} beside />
      </View>
      {view.contacts.length ? (
        <View style={styles.contacts}>
          <Contacts view={view} styles={styles} inline ink={banded ? view.onColor : INK} />
        </View>
      ) : null}
    </View>
  );
  return (
    <Page size="A4" style={styles.page}>
      {head}
      <View style={styles.main}>
        <MainSections view={view} styles={styles} titleStyle={titleStyle} />
        <SideSections view={view} styles={styles} titleStyle={titleStyle} ink={view.inkColor} />
      </View>
    </Page>
  );
}

export type PdfOptions = { author: string | null; title: string };

/** Renders on the calling thread: the worker pool calls it, and so do tests that measure the renderer itself. */
export function renderResumePdfHere(input: RenderInput, options: PdfOptions): Promise<Buffer> {
  const view = resumeViewOf(input);
  return renderToBuffer(
    <Document
      title={options.title}
      {...(options.author ? { author: options.author } : {})}
      language={view.language}
      creator="Hushwork"
      producer="Hushwork"
    >
      <ResumePages view={view} />
    </Document>,
  );
}
