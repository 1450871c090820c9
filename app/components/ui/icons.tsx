import type { ReactElement, SVGProps } from 'react';
import { cn } from '~/utils/cn';
// One file for every icon, kept by the browser for a year under its hashed name; `no-inline`, or
// Vite could write a small sprite into the page as a data address, which <use> cannot reach.
import spriteUrl from './icons.svg?url&no-inline';

/**
 * The site's icons (issue 12, decision 0063): each draws one <symbol> of the sprite
 * `icons.svg` (lucide's shapes, written by `npx tsx scripts/icon-sprite.ts`) with <use>, so a page
 * carries no icon's shapes in its JavaScript or its HTML, only a reference to the file.
 *
 * Icons are decorative unless given a name: without `aria-label`, `aria-labelledby` or a role,
 * they are hidden from assistive technology. Colour follows the text (`currentColor`); a
 * `fill-current` class fills the shapes, `strokeWidth` thins or thickens them.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'>;
export type IconComponent = (props: IconProps) => ReactElement;

/** One icon of the sprite. Exported as the named icons below; use those. */
function SpriteIcon({ name, className, strokeWidth = 2, ...props }: IconProps & { name: string }) {
  const named = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined || props.role !== undefined;
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative unless named; hidden from assistive technology when unnamed
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={named ? undefined : true}
      {...props}
      className={cn('icon', className)}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}

export const ArrowDown = (props: IconProps) => <SpriteIcon name="arrow-down" {...props} />;
export const ArrowLeft = (props: IconProps) => <SpriteIcon name="arrow-left" {...props} />;
export const ArrowRight = (props: IconProps) => <SpriteIcon name="arrow-right" {...props} />;
export const ArrowUp = (props: IconProps) => <SpriteIcon name="arrow-up" {...props} />;
export const Award = (props: IconProps) => <SpriteIcon name="award" {...props} />;
export const BadgeCheck = (props: IconProps) => <SpriteIcon name="badge-check" {...props} />;
export const BellRing = (props: IconProps) => <SpriteIcon name="bell-ring" {...props} />;
export const BookOpen = (props: IconProps) => <SpriteIcon name="book-open" {...props} />;
export const BookPlus = (props: IconProps) => <SpriteIcon name="book-plus" {...props} />;
export const Bot = (props: IconProps) => <SpriteIcon name="bot" {...props} />;
export const Bug = (props: IconProps) => <SpriteIcon name="bug" {...props} />;
export const CalendarClock = (props: IconProps) => <SpriteIcon name="calendar-clock" {...props} />;
export const CalendarPlus = (props: IconProps) => <SpriteIcon name="calendar-plus" {...props} />;
export const Captions = (props: IconProps) => <SpriteIcon name="captions" {...props} />;
export const Check = (props: IconProps) => <SpriteIcon name="check" {...props} />;
export const ChevronDown = (props: IconProps) => <SpriteIcon name="chevron-down" {...props} />;
export const ChevronRight = (props: IconProps) => <SpriteIcon name="chevron-right" {...props} />;
export const Circle = (props: IconProps) => <SpriteIcon name="circle" {...props} />;
export const CircleCheck = (props: IconProps) => <SpriteIcon name="circle-check" {...props} />;
export const CircleExclamationPoint = (props: IconProps) => <SpriteIcon name="circle-exclamation-point" {...props} />;
export const CirclePlay = (props: IconProps) => <SpriteIcon name="circle-play" {...props} />;
export const CircleX = (props: IconProps) => <SpriteIcon name="circle-x" {...props} />;
export const Clock = (props: IconProps) => <SpriteIcon name="clock" {...props} />;
export const Cloud = (props: IconProps) => <SpriteIcon name="cloud" {...props} />;
export const CloudFog = (props: IconProps) => <SpriteIcon name="cloud-fog" {...props} />;
export const CloudLightning = (props: IconProps) => <SpriteIcon name="cloud-lightning" {...props} />;
export const CloudRain = (props: IconProps) => <SpriteIcon name="cloud-rain" {...props} />;
export const Compass = (props: IconProps) => <SpriteIcon name="compass" {...props} />;
export const CreditCard = (props: IconProps) => <SpriteIcon name="credit-card" {...props} />;
export const Download = (props: IconProps) => <SpriteIcon name="download" {...props} />;
export const Droplets = (props: IconProps) => <SpriteIcon name="droplets" {...props} />;
export const Ellipsis = (props: IconProps) => <SpriteIcon name="ellipsis" {...props} />;
export const ExternalLink = (props: IconProps) => <SpriteIcon name="external-link" {...props} />;
export const Eye = (props: IconProps) => <SpriteIcon name="eye" {...props} />;
export const FileCheckCorner = (props: IconProps) => <SpriteIcon name="file-check-corner" {...props} />;
export const FileDown = (props: IconProps) => <SpriteIcon name="file-down" {...props} />;
export const FileQuestionMark = (props: IconProps) => <SpriteIcon name="file-question-mark" {...props} />;
export const FileText = (props: IconProps) => <SpriteIcon name="file-text" {...props} />;
export const Film = (props: IconProps) => <SpriteIcon name="film" {...props} />;
export const Flame = (props: IconProps) => <SpriteIcon name="flame" {...props} />;
export const FlaskConical = (props: IconProps) => <SpriteIcon name="flask-conical" {...props} />;
export const Flower2 = (props: IconProps) => <SpriteIcon name="flower-2" {...props} />;
export const Gamepad2 = (props: IconProps) => <SpriteIcon name="gamepad-2" {...props} />;
export const Globe = (props: IconProps) => <SpriteIcon name="globe" {...props} />;
export const GraduationCap = (props: IconProps) => <SpriteIcon name="graduation-cap" {...props} />;
export const HandCoins = (props: IconProps) => <SpriteIcon name="hand-coins" {...props} />;
export const Heart = (props: IconProps) => <SpriteIcon name="heart" {...props} />;
export const HeartHandshake = (props: IconProps) => <SpriteIcon name="heart-handshake" {...props} />;
export const HeartPulse = (props: IconProps) => <SpriteIcon name="heart-pulse" {...props} />;
export const House = (props: IconProps) => <SpriteIcon name="house" {...props} />;
export const Layers = (props: IconProps) => <SpriteIcon name="layers" {...props} />;
export const Leaf = (props: IconProps) => <SpriteIcon name="leaf" {...props} />;
export const LoaderCircle = (props: IconProps) => <SpriteIcon name="loader-circle" {...props} />;
export const Lock = (props: IconProps) => <SpriteIcon name="lock" {...props} />;
export const LockKeyhole = (props: IconProps) => <SpriteIcon name="lock-keyhole" {...props} />;
export const LogOut = (props: IconProps) => <SpriteIcon name="log-out" {...props} />;
export const Mail = (props: IconProps) => <SpriteIcon name="mail" {...props} />;
export const MailCheck = (props: IconProps) => <SpriteIcon name="mail-check" {...props} />;
export const MapPin = (props: IconProps) => <SpriteIcon name="map-pin" {...props} />;
export const Maximize2 = (props: IconProps) => <SpriteIcon name="maximize-2" {...props} />;
export const Medal = (props: IconProps) => <SpriteIcon name="medal" {...props} />;
export const Menu = (props: IconProps) => <SpriteIcon name="menu" {...props} />;
export const Mic = (props: IconProps) => <SpriteIcon name="mic" {...props} />;
export const MicOff = (props: IconProps) => <SpriteIcon name="mic-off" {...props} />;
export const Minimize2 = (props: IconProps) => <SpriteIcon name="minimize-2" {...props} />;
export const Minus = (props: IconProps) => <SpriteIcon name="minus" {...props} />;
export const MonitorSmartphone = (props: IconProps) => <SpriteIcon name="monitor-smartphone" {...props} />;
export const MonitorUp = (props: IconProps) => <SpriteIcon name="monitor-up" {...props} />;
export const Pause = (props: IconProps) => <SpriteIcon name="pause" {...props} />;
export const PenLine = (props: IconProps) => <SpriteIcon name="pen-line" {...props} />;
export const Pencil = (props: IconProps) => <SpriteIcon name="pencil" {...props} />;
export const Phone = (props: IconProps) => <SpriteIcon name="phone" {...props} />;
export const Play = (props: IconProps) => <SpriteIcon name="play" {...props} />;
export const Plus = (props: IconProps) => <SpriteIcon name="plus" {...props} />;
export const Printer = (props: IconProps) => <SpriteIcon name="printer" {...props} />;
export const Recycle = (props: IconProps) => <SpriteIcon name="recycle" {...props} />;
export const RefreshCw = (props: IconProps) => <SpriteIcon name="refresh-cw" {...props} />;
export const RotateCcw = (props: IconProps) => <SpriteIcon name="rotate-ccw" {...props} />;
export const Save = (props: IconProps) => <SpriteIcon name="save" {...props} />;
export const Scissors = (props: IconProps) => <SpriteIcon name="scissors" {...props} />;
export const Search = (props: IconProps) => <SpriteIcon name="search" {...props} />;
export const Send = (props: IconProps) => <SpriteIcon name="send" {...props} />;
export const Share2 = (props: IconProps) => <SpriteIcon name="share-2" {...props} />;
export const ShieldCheck = (props: IconProps) => <SpriteIcon name="shield-check" {...props} />;
export const ShieldExclamationPoint = (props: IconProps) => <SpriteIcon name="shield-exclamation-point" {...props} />;
export const ShoppingBag = (props: IconProps) => <SpriteIcon name="shopping-bag" {...props} />;
export const ShoppingCart = (props: IconProps) => <SpriteIcon name="shopping-cart" {...props} />;
export const Shovel = (props: IconProps) => <SpriteIcon name="shovel" {...props} />;
export const SkipForward = (props: IconProps) => <SpriteIcon name="skip-forward" {...props} />;
export const SlidersHorizontal = (props: IconProps) => <SpriteIcon name="sliders-horizontal" {...props} />;
export const Snowflake = (props: IconProps) => <SpriteIcon name="snowflake" {...props} />;
export const Sprout = (props: IconProps) => <SpriteIcon name="sprout" {...props} />;
export const Star = (props: IconProps) => <SpriteIcon name="star" {...props} />;
export const Store = (props: IconProps) => <SpriteIcon name="store" {...props} />;
export const Sun = (props: IconProps) => <SpriteIcon name="sun" {...props} />;
export const ThermometerSun = (props: IconProps) => <SpriteIcon name="thermometer-sun" {...props} />;
export const Trash = (props: IconProps) => <SpriteIcon name="trash" {...props} />;
export const TriangleExclamationPoint = (props: IconProps) => <SpriteIcon name="triangle-exclamation-point" {...props} />;
export const Trophy = (props: IconProps) => <SpriteIcon name="trophy" {...props} />;
export const Truck = (props: IconProps) => <SpriteIcon name="truck" {...props} />;
export const Upload = (props: IconProps) => <SpriteIcon name="upload" {...props} />;
export const UserRound = (props: IconProps) => <SpriteIcon name="user-round" {...props} />;
export const Users = (props: IconProps) => <SpriteIcon name="users" {...props} />;
export const Video = (props: IconProps) => <SpriteIcon name="video" {...props} />;
export const VideoOff = (props: IconProps) => <SpriteIcon name="video-off" {...props} />;
export const Warehouse = (props: IconProps) => <SpriteIcon name="warehouse" {...props} />;
export const X = (props: IconProps) => <SpriteIcon name="x" {...props} />;
