import { Field, ObjectType } from 'type-graphql';

@ObjectType({
  simpleResolvers: true,
  description: 'Which sign-in methods this server offers; the client hides what is off.',
})
export class AuthProviders {
  @Field(() => Boolean, { description: 'True when Google sign-in is configured (GOOGLE_CLIENT_ID set).' })
  google: boolean;
}
