from django.apps import AppConfig


class CardsConfig(AppConfig):
    # A sub-app of rulings with a label of its own, so its models migrate independently.
    name = "rulings.cards"
    label = "cards"
    verbose_name = "Card database"
