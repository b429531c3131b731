import { Query, Resolver } from 'type-graphql';
import { SUPPORTED_LOCALES } from '@mindcheck/common';

@Resolver()
export class LocaleResolver {
  @Query(() => [String], { description: 'wave 3 (reach): the languages the interface is offered in (BCP 47).' })
  supportedLocales(): string[] {
    return [...SUPPORTED_LOCALES];
  }
}
