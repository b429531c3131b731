import { Field, ObjectType } from 'type-graphql';

@ObjectType({
  simpleResolvers: true,
  description: 'Which sign-in methods this server offers; the client hides what is off.',
})
export class AuthProviders {
  @Field(() => Boolean, {
    description:
      'True when Google sign-in is offered: configured (GOOGLE_CLIENT_ID set), or outside production its labelled development stand-in.',
  })
  google: boolean;

  @Field(() => Boolean, {
    description: "True when the Google popup opens the development stand-in instead of Google's consent screen.",
  })
  googleSimulated: boolean;
}
