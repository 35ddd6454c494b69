/**
 * Generated from the contract (Media monitoring API 1.0.0) by npm run codegen.
 * Do not edit: change openapi/ and regenerate.
 */
import type { Id } from './id';
import type { ChannelType } from './channelType';
import type { ContentType } from './contentType';

/**
 * What the info kinds watch: the statistics filters of a saved view (channels, channel types,
content types, key entities), narrowed to at most one theme, story, person, key entity or
channel. A spike or threshold rule may watch the filters alone (every mention they let
through); a new-story rule watches exactly one theme, person or key entity and takes no story
or channel. Narrowing by `marker_id` keeps the mentions carrying that key entity (as well as
one of `markers`, when given), by `channel_id` those of that channel (among `channels`, when
given). Two narrowings, or a new-story scope without one, are a 400 naming `scope`; an id
that does not exist is a 400 naming its field (`scope.theme_id`, `scope.channels`, …).

 */
export interface AlertScope {
  /**
   * The saved view the rule was made from, for people to recognise it; not used to evaluate.
   * @minLength 1
   * @maxLength 60
   */
  view_name?: string;
  /** @maxItems 20 */
  channels?: Id[];
  /** @maxItems 7 */
  channel_types?: ChannelType[];
  /** @maxItems 4 */
  content_type?: ContentType[];
  /**
   * Key entity ids the mentions must carry (any of them).
   * @maxItems 20
   */
  markers?: Id[];
  theme_id?: Id;
  story_id?: Id;
  person_id?: Id;
  marker_id?: Id;
  channel_id?: Id;
}
